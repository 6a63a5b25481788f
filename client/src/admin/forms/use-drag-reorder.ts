import { useState, type DragEvent } from 'react';

/** The list with the item at `from` put at `to`, the others keeping their order. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Reordering a list by dragging its items with the mouse (the lists also have buttons for the
 * keyboard). Spread `handleProps(index)` on what is grabbed and `targetProps(index)` on where it
 * may land (often the same element); dragged files are left to a drop zone.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const stop = () => {
    setDragged(null);
    setOver(null);
  };

  const handleProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer?.setData('text/plain', String(index));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      setDragged(index);
    },
    onDragEnd: stop,
  });

  const targetProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      if (dragged !== index) onMove(dragged, index);
      stop();
    },
  });

  return { dragged, over, handleProps, targetProps };
}
