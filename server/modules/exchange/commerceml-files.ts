import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ExchangeError } from './commerceml-xml.js';

/** The largest piece 1C sends in one `mode=file` call (`file_limit`); a longer file comes in several, appended. */
export const FILE_LIMIT = 50 * 1024 * 1024;

/** What one archive may unpack to at most: a catalogue with its pictures, not a zip bomb. */
const MAX_UNPACKED = 2 * 1024 * 1024 * 1024;

/** Where the folder remembers how far the import of each long file got, between calls. */
const PROGRESS_FILE = '.progress.json';

const badName = (name: string) => new ExchangeError(`Недопустимое имя файла «${name}»`);

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip))));

const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));

/**
 * The files one staff member's exchange has received: `DATA_DIR/exchange/{userId}/`. Names 1C sends
 * stay inside it (no `..`, no absolute paths, no NUL); a zip is unpacked into it as soon as it is
 * whole; `import_files/…` pictures stay there for the catalogue import to read.
 */
export class ExchangeFolder {
  readonly dir: string;

  constructor(dataDir: string, userId: number) {
    this.dir = path.resolve(dataDir, 'exchange', String(userId));
  }

  /** The absolute path of a name 1C sent, or an ExchangeError when it would leave the folder. */
  resolve(name: unknown): string {
    if (typeof name !== 'string' || !name.trim()) throw new ExchangeError('Не указано имя файла (filename)');
    const relative = name.replace(/\\/g, '/');
    if (relative.includes('\0') || relative.startsWith('/') || /^[a-z]:/i.test(relative) || relative.split('/').some((part) => part === '..')) throw badName(name);
    const full = path.resolve(this.dir, relative);
    if (!full.startsWith(this.dir + path.sep)) throw badName(name);
    return full;
  }

  /** A new exchange begins: what the last one left is removed. */
  async clear(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
  }

  /**
   * Appends a piece of a file; a zip that is now whole is unpacked (and removed), a partial one
   * waits for its next piece. Answers the file's path and the files unpacked from it.
   */
  async append(name: unknown, body: Readable): Promise<{ file: string; unpacked: string[] }> {
    const file = this.resolve(name);
    await mkdir(path.dirname(file), { recursive: true });
    // Streamed to the disk, not held: a piece may be 50 MB. One past the limit is cut off again.
    const before = await stat(file).then((found) => found.size, () => 0);
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > FILE_LIMIT ? new ExchangeError(`Часть файла больше ${FILE_LIMIT} байт`, 413) : null, chunk);
      },
    });
    try {
      await pipeline(body, counted, createWriteStream(file, { flags: 'a' }));
    } catch (error) {
      await truncate(file, before).catch(() => undefined);
      throw error instanceof ExchangeError ? error : new ExchangeError('Часть файла передана не полностью', 400);
    }
    const unpacked = file.toLowerCase().endsWith('.zip') ? await this.unpack(file).catch(() => []) : [];
    return { file, unpacked };
  }

  /** Unpacks every archive still waiting (before an import); one that does not open is a failure. */
  async unpackPending(): Promise<void> {
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (!name.toLowerCase().endsWith('.zip')) continue;
      try {
        await this.unpack(path.join(this.dir, name));
      } catch (error) {
        if (error instanceof ExchangeError) throw error;
        const unsafe = /invalid relative path|absolute path|invalid characters/.exec((error as Error).message);
        throw new ExchangeError(unsafe ? `Недопустимое имя файла в архиве ${name}` : `Архив ${name} повреждён или передан не полностью`);
      }
    }
  }

  /** How many records of a file earlier calls imported (0 for a file not begun). */
  async position(name: string): Promise<number> {
    return (await this.positions())[name] ?? 0;
  }

  /** Remembers how far a file's import got; null forgets it (the file is done, or failed). */
  async savePosition(name: string, done: number | null): Promise<void> {
    const positions = await this.positions();
    if (done === null) delete positions[name];
    else positions[name] = done;
    await writeFile(path.join(this.dir, PROGRESS_FILE), JSON.stringify(positions));
  }

  private async positions(): Promise<Record<string, number>> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, PROGRESS_FILE), 'utf8')) as Record<string, number>;
    } catch {
      return {};
    }
  }

  /** Whether a name resolves to an existing file. */
  async has(name: string): Promise<boolean> {
    return stat(this.resolve(name)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  /** Writes each entry of an archive beside it (names checked like 1C's own), then removes the archive; answers the files written. */
  private async unpack(file: string): Promise<string[]> {
    const zip = await openZip(file);
    const written: string[] = [];
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const write = async () => {
          const target = this.resolve(entry.fileName);
          if (entry.fileName.endsWith('/')) return mkdir(target, { recursive: true });
          total += entry.uncompressedSize;
          if (total > MAX_UNPACKED) throw new ExchangeError('Архив слишком велик');
          await mkdir(path.dirname(target), { recursive: true });
          await pipeline(await openEntry(zip, entry), createWriteStream(target));
          written.push(target);
        };
        write().then(
          () => zip.readEntry(),
          (error) => {
            zip.close();
            reject(error);
          },
        );
      });
      zip.readEntry();
    });
    await rm(file, { force: true });
    return written;
  }
}
