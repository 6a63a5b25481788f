import { useState } from 'react';
import { productImageUrl } from '../../../shared/catalog/product-image';
import { ProductPicture } from '../../shop/components/ProductPicture';
import styles from './ProductGallery.module.css';

/** The product's pictures: one large, the others as thumbnails that bring theirs forward. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{current && <ProductPicture filename={current} alt={name} sizes="(min-width: 48em) 36rem, 100vw" loading="first" />}</div>
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              className={styles.thumb}
              onClick={() => setShown(index)}
              aria-label={`Фото ${index + 1} из ${images.length}`}
              aria-pressed={index === shown}
            >
              <img src={productImageUrl(image, 'thumb')} width={240} height={240} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
