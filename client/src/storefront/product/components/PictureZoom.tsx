import { useEffect, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { imageUrl } from '../../../shared/format/format';
import styles from './PictureZoom.module.css';

interface PictureZoomProps {
  images: string[];
  start: number;
  alt: (index: number) => string;
  onClose: () => void;
}

/** How far a finger travels sideways, px, to turn to the next picture. */
const SWIPE = 50;

/**
 * A picture as large as the screen, in the original upload: a click or tap zooms in where it
 * lands (then the finger or the wheel moves around it) and out again; arrows, ‹ › and a swipe go
 * through the pictures; Escape, «Закрыть» or the browser's Back closes (the viewer is a step of
 * the history, as on Ozon and Lamoda). A native modal dialog keeps the focus inside.
 */
export function PictureZoom({ images, start, alt, onClose }: PictureZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    let backed = false;
    const onBack = () => {
      backed = true;
      element.close();
    };
    window.history.pushState({ ...window.history.state, pictureZoom: true }, '');
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      element.close();
      // Closed another way: the viewer's step leaves the history too.
      if (!backed && window.history.state?.pictureZoom) window.history.back();
    };
  }, []);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipeStart.current = !zoomed && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    const touch = event.changedTouches[0];
    swipeStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(touch.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const go = (step: number) => {
    setZoomed(false);
    setIndex((current) => (current + step + images.length) % images.length);
  };

  const toggle = (event: MouseEvent<HTMLImageElement>) => {
    const box = frame.current!;
    const { left, top, width, height } = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - left) / width;
    const y = (event.clientY - top) / height;
    setZoomed(!zoomed);
    if (!zoomed) requestAnimationFrame(() => box.scrollTo({ left: x * box.scrollWidth - box.clientWidth / 2, top: y * box.scrollHeight - box.clientHeight / 2 }));
  };

  return (
    <dialog
      ref={dialog}
      className={styles.zoom}
      aria-label={`${alt(index)}: фото ${index + 1} из ${images.length}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <div ref={frame} className={styles.frame} onTouchStart={images.length > 1 ? onTouchStart : undefined} onTouchEnd={images.length > 1 ? onTouchEnd : undefined}>
        <img src={imageUrl(images[index])} alt={alt(index)} className={zoomed ? styles.zoomedIn : styles.picture} onClick={toggle} />
      </div>
      <button type="button" className={styles.close} onClick={() => dialog.current!.close()} aria-label="Закрыть">
        ×
      </button>
      {images.length > 1 && (
        <>
          <button type="button" className={`${styles.step} ${styles.previous}`} onClick={() => go(-1)} aria-label="Предыдущее фото">
            ‹
          </button>
          <button type="button" className={`${styles.step} ${styles.next}`} onClick={() => go(1)} aria-label="Следующее фото">
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
