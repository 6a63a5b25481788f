import { LRUCache } from 'lru-cache';
import type { PublicKind, PublicVersions } from './public-versions.js';

/** How many different reads a memo keeps: a few lists and settings, however an anonymous caller varies its arguments. */
const KEPT = 64;

/**
 * Small reads that change only with one kind's version — the shop's settings, its delivery and
 * payment methods — kept on this instance until any write to that kind commits, so a product page
 * asked for by a signed-in shopper (whom the public cache does not serve) does not read them again
 * each time. The version is read before the value, so a value read while a write commits is kept
 * under the older version and not served after it; nothing is kept while the versions cannot be
 * trusted, and a read that fails is not kept.
 */
export class VersionedMemo {
  private readonly kept = new LRUCache<string, { version: number; value: Promise<unknown> }>({ max: KEPT });

  constructor(
    private readonly versions: PublicVersions | undefined,
    private readonly kind: PublicKind,
  ) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.versions?.live) return load();
    const version = (await this.versions.current())[this.kind];
    const found = this.kept.get(key);
    if (found?.version === version) return found.value as Promise<T>;
    const value = load();
    this.kept.set(key, { version, value });
    value.catch(() => this.kept.get(key)?.value === value && this.kept.delete(key));
    return value;
  }
}
