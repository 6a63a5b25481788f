import { sharp } from '../core/lazy-modules.js';

/** Simple silhouettes (viewBox 0 0 100 100) for the demo catalogue's pictures, drawn here, never downloaded. */
export const silhouettes = {
  dress: 'M38 8 L62 8 L60 30 L76 92 L24 92 L40 30 Z',
  top: 'M30 14 L42 8 L58 8 L70 14 L86 34 L74 42 L68 34 L68 90 L32 90 L32 34 L26 42 L14 34 Z',
  trousers: 'M30 8 L70 8 L74 92 L56 92 L50 38 L44 92 L26 92 Z',
  coat: 'M30 10 L44 6 L56 6 L70 10 L84 40 L74 46 L70 38 L72 94 L28 94 L30 38 L26 46 L16 40 Z',
  shoe: 'M10 64 L12 36 L30 38 C40 50 56 54 72 56 C84 58 92 64 92 72 L92 80 L10 80 Z',
  bag: 'M22 36 L78 36 L84 90 L16 90 Z M36 36 C36 14 64 14 64 36 L58 36 C58 22 42 22 42 36 Z',
  hat: 'M22 68 C22 34 78 34 78 68 Z M10 68 L90 68 L90 76 L10 76 Z',
  belt: 'M6 44 L94 44 L94 56 L6 56 Z M60 38 L76 38 L76 62 L60 62 Z',
} as const;

export type Silhouette = keyof typeof silhouettes;

/** A product picture: the silhouette in the product's color on a soft background, as PNG bytes. */
export async function drawProduct(shape: Silhouette, color: string): Promise<Buffer> {
  const light = ['#ffffff', '#fdfff5', '#f5f5dc'].includes(color.toLowerCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 100 100">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f1ea"/><stop offset="1" stop-color="#e2ddd2"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <ellipse cx="50" cy="95" rx="34" ry="3" fill="#000" opacity="0.08"/>
  <path d="${silhouettes[shape]}" fill="${color}" fill-rule="evenodd" stroke="${light ? '#9a948a' : 'none'}" stroke-width="0.8"/>
</svg>`;
  return (await sharp())(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer();
}
