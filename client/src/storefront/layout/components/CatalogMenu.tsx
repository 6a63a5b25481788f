import { useEffect, useRef } from 'react';
import { CategoryTree } from '../../catalog/components/CategoryTree';
import styles from './CatalogMenu.module.css';

/**
 * The desktop «Каталог»'s panel under the header: the category tree. Escape, a click outside it
 * or a followed link closes it, and the focus goes back to the button.
 */
export function CatalogMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !document.getElementById(`${id}-button`)?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [id, onClose]);
  return (
    <div ref={panel} id={id} className={styles.panel} role="region" aria-label="Категории каталога">
      <CategoryTree onPick={onClose} columns />
    </div>
  );
}
