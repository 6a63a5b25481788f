import { imageUrl } from '../format/format';

/**
 * The resized WebP copies the server makes of every uploaded picture (server/modules/media/image-store.ts):
 * `thumb` 240 px wide, `card` 640 px wide, beside the original as `{name}-thumb.webp`, `{name}-card.webp`.
 */
export type ImageSize = 'thumb' | 'card';

/** `3f…9a.png`, 'card' → `/api/images/3f…9a-card.webp`. */
export const productImageUrl = (filename: string, size: ImageSize): string => imageUrl(`${filename.replace(/\.[a-z0-9]+$/i, '')}-${size}.webp`);

/** The WebP copies as a `srcset`, so the browser takes the smallest that fills the space. */
export const productImageSrcSet = (filename: string): string => `${productImageUrl(filename, 'thumb')} 240w, ${productImageUrl(filename, 'card')} 640w`;
