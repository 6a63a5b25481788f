import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink, utimes, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { versionOf } from '../../core/public-versions.js';

/**
 * One row, whatever the catalogue's size: the sequences the catalogue's writes and the content's
 * (the shop's name and requisites among them) move on at commit (migration PublicVersions).
 */
export const FEED_VERSION = `SELECT ${versionOf('catalogue')}::text || '.' || ${versionOf('content')}::text AS version`;

/** A built document, open: served from the handle, so a newer build removing the file cannot pull it away mid-request. */
export interface CachedFile {
  handle: FileHandle;
  size: number;
  /** Whether this is the gzip copy, to be sent with `Content-Encoding: gzip`. */
  gzip: boolean;
  builtAt: Date;
  /** Names the version and the build (and `-gz` the gzip copy): a conditional GET is answered 304 while both stay. */
  etag: string;
}

/** The tag of the document both copies hold, whichever the reader has. */
export const documentTag = (etag: string) => etag.replace(/-gz"$/, '"');

/**
 * A generated document kept in `dir` while the catalogue and the shop's settings stay as they were
 * (issue 15). The file is named by a hash of their versions (and of `salt`, what else shapes it, e.g. the public
 * URL), so the name alone says whether it is current and a rename publishes document and version
 * in one step, even to other instances sharing the directory. It is written to a temporary name
 * first, so a reader never sees half a file; requests arriving during a build wait for that build.
 * A gzip copy is written beside it in the same pass (zlib works off the main thread), so a reader
 * taking gzip gets the file as it lies rather than the whole document compressed again per request.
 */
export class FeedCache {
  private readonly building = new Map<string, Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly dir: string,
    private readonly name: string,
    private readonly salt: string,
    private readonly build: (builtAt: Date) => AsyncIterable<string>,
  ) {}

  /** The current document (its gzip copy when `gzip`), built first when the catalogue or the shop's settings changed since the last build. */
  async current(gzip = false): Promise<CachedFile> {
    const [{ version }] = await this.em.fork().execute<{ version: string }[]>(FEED_VERSION);
    const key = createHash('sha256').update(`${this.salt}\n${version}`).digest('hex').slice(0, 24);
    const file = path.join(this.dir, `${this.name}-${key}.xml`);
    for (let attempt = 0; ; attempt++) {
      const cached = await this.openIfPresent(file, key, gzip);
      if (cached) return cached;
      // Another instance sharing the directory may remove the file between our build and our open.
      if (attempt > 2) throw new Error(`${file} vanished after being built`);
      await this.rebuild(key, file);
    }
  }

  private async openIfPresent(file: string, key: string, gzip: boolean): Promise<CachedFile | undefined> {
    let handle: FileHandle;
    try {
      handle = await open(gzip ? `${file}.gz` : file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const { size, mtime } = await handle.stat();
    return { handle, size, gzip, builtAt: mtime, etag: `"${key}-${mtime.getTime().toString(36)}${gzip ? '-gz' : ''}"` };
  }

  private rebuild(key: string, file: string): Promise<void> {
    let running = this.building.get(key);
    if (!running) {
      running = this.write(file).finally(() => this.building.delete(key));
      this.building.set(key, running);
    }
    return running;
  }

  private async write(file: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.${this.name}-${process.pid}-${randomBytes(6).toString('hex')}`);
    const [plain, packed] = [`${temporary}.tmp`, `${temporary}.gz.tmp`];
    const builtAt = new Date();
    try {
      const source = Readable.from(this.build(builtAt));
      // flush: fsync before close, so the rename never publishes a file a crash could leave empty
      await Promise.all([pipeline(source, createWriteStream(plain, { flush: true })), pipeline(source, createGzip(), createWriteStream(packed, { flush: true }))]);
      // Both copies carry the build's time (their tags agree); the plain file comes last, as its presence says both are there.
      await Promise.all([utimes(plain, builtAt, builtAt), utimes(packed, builtAt, builtAt)]);
      await rename(packed, `${file}.gz`);
      await rename(plain, file);
    } catch (error) {
      await Promise.all([unlink(plain).catch(() => undefined), unlink(packed).catch(() => undefined)]);
      throw error;
    }
    await this.removeOthers(path.basename(file));
  }

  /** Earlier versions, and temporary files a crashed build left an hour ago or more. */
  private async removeOthers(keep: string): Promise<void> {
    const hourAgo = Date.now() - 3_600_000;
    for (const entry of await readdir(this.dir)) {
      const old = entry.startsWith(`${this.name}-`) && /\.xml(\.gz)?$/.test(entry) && entry !== keep && entry !== `${keep}.gz`;
      const abandoned = entry.startsWith(`.${this.name}-`) && entry.endsWith('.tmp');
      if (!old && !abandoned) continue;
      const target = path.join(this.dir, entry);
      try {
        if (abandoned && (await stat(target)).mtimeMs > hourAgo) continue;
        await unlink(target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}
