import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One row, whatever the catalogue's size: the sequence the catalogue's writes move on at commit (migration CatalogueVersion). */
export const CATALOGUE_VERSION = `SELECT last_value::text AS version FROM catalogue_version`;

/** A built document, open: served from the handle, so a newer build removing the file cannot pull it away mid-request. */
export interface CachedFile {
  handle: FileHandle;
  size: number;
  builtAt: Date;
  /** Names the version and the build: a conditional GET is answered 304 while both stay. */
  etag: string;
}

/**
 * A generated document kept in `dir` while the catalogue stays as it was (issue 15). The file is
 * named by a hash of the catalogue version (and of `salt`, what else shapes it, e.g. the public
 * URL), so the name alone says whether it is current and a rename publishes document and version
 * in one step, even to other instances sharing the directory. It is written to a temporary name
 * first, so a reader never sees half a file; requests arriving during a build wait for that build.
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

  /** The current document, built first when the catalogue changed since the last build. */
  async current(): Promise<CachedFile> {
    const [{ version }] = await this.em.fork().execute<{ version: string }[]>(CATALOGUE_VERSION);
    const key = createHash('sha256').update(`${this.salt}\n${version}`).digest('hex').slice(0, 24);
    const file = path.join(this.dir, `${this.name}-${key}.xml`);
    for (let attempt = 0; ; attempt++) {
      const cached = await this.openIfPresent(file, key);
      if (cached) return cached;
      // Another instance sharing the directory may remove the file between our build and our open.
      if (attempt > 2) throw new Error(`${file} vanished after being built`);
      await this.rebuild(key, file);
    }
  }

  private async openIfPresent(file: string, key: string): Promise<CachedFile | undefined> {
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const { size, mtime } = await handle.stat();
    return { handle, size, builtAt: mtime, etag: `"${key}-${mtime.getTime().toString(36)}"` };
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
    const temporary = path.join(this.dir, `.${this.name}-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
    const builtAt = new Date();
    try {
      // flush: fsync before close, so the rename never publishes a file a crash could leave empty
      await pipeline(Readable.from(this.build(builtAt)), createWriteStream(temporary, { flush: true }));
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    await this.removeOthers(path.basename(file));
  }

  /** Earlier versions, and temporary files a crashed build left an hour ago or more. */
  private async removeOthers(keep: string): Promise<void> {
    const hourAgo = Date.now() - 3_600_000;
    for (const entry of await readdir(this.dir)) {
      const old = entry.startsWith(`${this.name}-`) && entry.endsWith('.xml') && entry !== keep;
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
