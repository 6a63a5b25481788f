import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The picture formats the shop accepts, by what sharp reads in the bytes (never by the name). */
const formats: Record<string, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
  heif: { mimeType: 'image/avif', extension: 'avif' },
};

/** Resized WebP copies made for every upload: `{name}-thumb.webp` and `{name}-card.webp`. */
export const variants = { thumb: 240, card: 640 } as const;

export interface Inspected {
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

/** Files of uploaded pictures in one folder (DATA_DIR/images; shared storage when several instances run). */
export class ImageStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** What the bytes really are, or null when they are not a picture the shop accepts. */
  async inspect(bytes: Buffer): Promise<Inspected | null> {
    try {
      const meta = await sharp(bytes, { animated: true }).metadata();
      const format = meta.format === 'heif' && meta.compression !== 'av1' ? undefined : formats[meta.format ?? ''];
      return format && meta.width && meta.height ? { ...format, width: meta.width, height: meta.pageHeight ?? meta.height } : null;
    } catch {
      return null;
    }
  }

  /** Writes the original and its variants under a new generated name, which it returns. */
  async save(bytes: Buffer, inspected: Inspected): Promise<string> {
    const base = randomUUID();
    const filename = `${base}.${inspected.extension}`;
    await writeFile(path.join(this.dir, filename), bytes);
    for (const [variant, width] of Object.entries(variants)) {
      await sharp(bytes).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(path.join(this.dir, `${base}-${variant}.webp`));
    }
    return filename;
  }

  async remove(filename: string): Promise<void> {
    const base = filename.replace(/\.[a-z]+$/, '');
    await Promise.all([filename, ...Object.keys(variants).map((v) => `${base}-${v}.webp`)].map((name) => rm(path.join(this.dir, name), { force: true })));
  }
}
