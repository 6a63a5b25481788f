import { Suspense, useRef, useState } from 'react';
import { productImageUrl } from '../../../shared/catalog/product-image';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { ProductPicture } from '../../shop/components/ProductPicture';
import styles from './ProductGallery.module.css';

/** The large picture's viewer arrives when the shopper reaches for a picture (pointer down, focus), out of the page's first load. */
const loadZoom = () => import('./PictureZoom');
const PictureZoom = lazyNamed(loadZoom, (module) => module.PictureZoom);
const fetchZoom = () => void loadZoom();

/**
 * The product's pictures in a strip the shopper swipes on a phone (native scroll snapping, no
 * script while swiping), thumbnails that bring theirs forward, and a tap on the picture opening it
 * large with zoom.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const width = () => strip.current?.clientWidth || 1;
  const show = (index: number) => {
    strip.current?.scrollTo({ left: index * width(), behavior: 'smooth' });
    setShown(index);
  };
  const alt = (index: number) => (index === 0 ? name : `${name}, фото ${index + 1}`);
  return (
    <div className={styles.gallery}>
      <div ref={strip} className={styles.main} onScroll={() => setShown(Math.round((strip.current?.scrollLeft ?? 0) / width()))} aria-label={`Фотографии: ${name}`} role="group">
        {images.map((image, index) => (
          <button
            key={image}
            type="button"
            className={styles.slide}
            onPointerDown={fetchZoom}
            onFocus={fetchZoom}
            onClick={() => setZoomed(index)}
            aria-label={`Увеличить фото ${index + 1} из ${images.length}`}
          >
            <ProductPicture filename={image} alt={alt(index)} sizes="(min-width: 48em) 36rem, 100vw" loading={index === 0 ? 'first' : 'lazy'} />
          </button>
        ))}
      </div>
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((image, index) => (
            <button key={image} type="button" className={styles.thumb} onClick={() => show(index)} aria-label={`Фото ${index + 1} из ${images.length}`} aria-pressed={index === shown}>
              <img src={productImageUrl(image, 'thumb')} width={240} height={240} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {zoomed !== null && (
        <Suspense fallback={null}>
          <PictureZoom images={images} start={zoomed} alt={alt} onClose={() => setZoomed(null)} />
        </Suspense>
      )}
    </div>
  );
}
