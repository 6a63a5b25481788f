import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { imageUrl } from '../../../shared/format/format';
import styles from './PictureZoom.module.css';

interface PictureZoomProps {
  images: string[];
  start: number;
  alt: (index: number) => string;
  onClose: () => void;
}

/**
 * A picture as large as the screen, in the original upload: a click or tap zooms in where it
 * lands (then the finger or the wheel moves around it) and out again; arrows and ‹ › go through
 * the pictures; Escape or «Закрыть» closes. A native modal dialog keeps the focus inside.
 */
export function PictureZoom({ images, start, alt, onClose }: PictureZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => element.close();
  }, []);

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
      <div ref={frame} className={styles.frame}>
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
