import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import { sharp } from '../../core/lazy-modules.js';
import { withoutMetadata } from './picture-metadata.js';
import { pictureType, type PictureFiles } from './picture-files.js';

/** The picture formats the shop accepts, by what sharp reads in the bytes (never by the name), and how each is written again. */
const formats: Record<string, { mimeType: string; extension: string; encode(image: Sharp): Sharp }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg', encode: (image) => image.jpeg({ quality: 90 }) },
  png: { mimeType: 'image/png', extension: 'png', encode: (image) => image.png() },
  webp: { mimeType: 'image/webp', extension: 'webp', encode: (image) => image.webp({ quality: 90 }) },
  gif: { mimeType: 'image/gif', extension: 'gif', encode: (image) => image.gif() },
  heif: { mimeType: 'image/avif', extension: 'avif', encode: (image) => image.avif() },
};

/** Resized WebP copies made for every upload: `{name}-thumb.webp` and `{name}-card.webp`. */
export const variants = { thumb: 240, card: 640 } as const;

export interface Inspected {
  format: string;
  mimeType: string;
  extension: string;
}

/** A small file may unpack into a huge picture: past 50 megapixels (all frames) it is not decoded at all. */
const MAX_PIXELS = 50_000_000;

/** A picture decoded and written again, ready to be stored. */
export interface Cleaned {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Uploaded pictures: checked, cleaned and named here; their bytes kept by a PictureFiles store. */
export class ImageStore {
  /** `files`: where the bytes live. */
  constructor(readonly files: PictureFiles) {}

  /** What the bytes claim to be by their header, or null when they are not a picture the shop accepts. */
  async inspect(bytes: Buffer): Promise<Inspected | null> {
    try {
      const meta = await (await sharp())(bytes, { animated: true }).metadata();
      const format = meta.format === 'heif' && meta.compression !== 'av1' ? undefined : formats[meta.format ?? ''];
      return format && meta.width && meta.height ? { format: meta.format!, mimeType: format.mimeType, extension: format.extension } : null;
    } catch {
      return null;
    }
  }

  /**
   * The picture as it will be stored, without metadata (EXIF, GPS, XMP, comments) but with its colour
   * profile. Every frame is decoded once, so a file whose header reads but whose pixels do not is
   * refused (null). An upright JPEG, PNG, WebP or GIF loses its metadata by dropping those parts of the
   * file, its pixels untouched (a file with none is kept byte for byte); an AVIF with metadata, or a
   * picture its EXIF orientation turns, is written again upright in its own format.
   */
  async clean(bytes: Buffer, inspected: Inspected): Promise<Cleaned | null> {
    try {
      const image = () => sharp().then((make) => make(bytes, { animated: true, limitInputPixels: MAX_PIXELS }));
      const meta = await (await image()).metadata();
      await (await image()).stats();
      const upright = (meta.orientation ?? 1) === 1;
      const plain = inspected.format === 'heif' && !meta.exif && !meta.xmp && !meta.iptc ? bytes : null;
      const stripped = upright ? (withoutMetadata(bytes, inspected.format) ?? plain) : null;
      const output = stripped ?? (await formats[inspected.format].encode((await image()).rotate().keepIccProfile()).toBuffer());
      const written = stripped ? meta : await (await sharp())(output).metadata();
      return { bytes: output, width: written.width, height: written.pageHeight ?? written.height };
    } catch {
      return null;
    }
  }

  /** A new name for a picture of this kind. */
  name(inspected: Inspected): string {
    return `${randomUUID()}.${inspected.extension}`;
  }

  /** Writes a cleaned picture under its name, with its variants beside it; on failure nothing of it stays. */
  async save(filename: string, picture: Cleaned): Promise<void> {
    const base = filename.replace(/\.[a-z]+$/, '');
    try {
      await this.files.put(filename, picture.bytes, pictureType(filename));
      for (const [variant, width] of Object.entries(variants)) {
        const bytes = await (await sharp())(picture.bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
        await this.files.put(`${base}-${variant}.webp`, bytes, 'image/webp');
      }
    } catch (error) {
      await this.remove(filename);
      throw error;
    }
  }

  async remove(filename: string): Promise<void> {
    const base = filename.replace(/\.[a-z]+$/, '');
    await Promise.all([filename, ...Object.keys(variants).map((v) => `${base}-${v}.webp`)].map((name) => this.files.remove(name)));
  }
}
