import { createReadStream, mkdirSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenedPicture, PictureFiles } from './picture-files.js';

/** Pictures in one local folder (DATA_DIR/images): the default when no S3 store is configured. */
export class LocalPictureFiles implements PictureFiles {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await writeFile(this.file(name), bytes);
  }

  async open(name: string): Promise<OpenedPicture | null> {
    const file = this.file(name);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), size: info.size, etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"` };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.file(name), { force: true });
  }

  private file(name: string): string {
    // Only plain names: never a path out of the folder.
    if (path.basename(name) !== name) throw new Error(`Недопустимое имя файла: ${name}`);
    return path.join(this.dir, name);
  }
}
