import { productImageSrcSet, productImageUrl } from '../../../shared/catalog/product-image';
import styles from './ProductPicture.module.css';

/** Seen at once: loaded now (`first`: before anything else, the page's main picture), or when scrolled near. */
export type PictureLoading = 'first' | 'eager' | 'lazy';

/** Pictures in the first row of a grid are loaded at once (the very first before anything else), the rest when scrolled near. */
export const cardPictureLoading = (index: number): PictureLoading => (index === 0 ? 'first' : index < 4 ? 'eager' : 'lazy');

interface ProductPictureProps {
  filename: string;
  alt: string;
  /** How wide it is drawn, for the browser to pick a copy (`sizes`). */
  sizes: string;
  loading?: PictureLoading;
}

/**
 * A product's square picture from the WebP copies by width, its size set so nothing shifts when it
 * arrives. It fills its box: put it in a square one (`aspect-ratio: 1`).
 */
export function ProductPicture({ filename, alt, sizes, loading = 'lazy' }: ProductPictureProps) {
  return (
    <img
      className={styles.picture}
      src={productImageUrl(filename, 'card')}
      srcSet={productImageSrcSet(filename)}
      sizes={sizes}
      width={640}
      height={640}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first' ? 'high' : undefined}
    />
  );
}
