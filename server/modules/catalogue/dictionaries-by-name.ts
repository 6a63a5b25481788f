import type { EntityManager } from '@mikro-orm/postgresql';
import slugify from '@sindresorhus/slugify';
import type { ImportDictionaries } from './catalogue-import.types.js';

/** Colours named most often (by 1C), with a swatch; any other gets grey until a manager picks one. */
const SWATCHES: Record<string, string> = {
  красный: '#ff0000',
  синий: '#0000ff',
  голубой: '#87ceeb',
  зеленый: '#008000',
  черный: '#000000',
  белый: '#ffffff',
  серый: '#808080',
  желтый: '#ffff00',
  оранжевый: '#ffa500',
  розовый: '#ffc0cb',
  фиолетовый: '#800080',
  коричневый: '#8b4513',
  бежевый: '#f5f5dc',
  бордовый: '#800000',
};
const GREY = '#808080';

/** The dictionaries an import finds or creates by name. */
type Dictionary = 'brand' | 'size' | 'color';

/** The catalogue's tables whose records have an address of their own. */
type Table = 'category' | 'product' | Dictionary;

/** An address for a new record: the name in Latin letters, then `-2`, `-3`… while taken. */
export async function freeUrl(em: EntityManager, table: Table, name: string): Promise<string> {
  const base = (slugify(name) || 'item').slice(0, 180).replace(/-+$/, '') || 'item';
  // The exact address first, by its unique index; only a taken one needs the scan for its numbered siblings.
  if (!(await em.execute(`SELECT 1 FROM "${table}" WHERE url = ?`, [base])).length) return base;
  const taken = new Set(
    (await em.execute<{ url: string }[]>(`SELECT url FROM "${table}" WHERE url = ? OR url LIKE ?`, [base, `${base.replace(/[\\%_]/g, '\\$&')}-%`])).map((r) => r.url),
  );
  let url = base;
  for (let n = 2; taken.has(url); n++) url = `${base}-${n}`;
  return url;
}

/**
 * Addresses for several new records at once: one statement for the names whose address is free,
 * the scan of `freeUrl` only for the taken ones; no two of them get the same address.
 */
export async function freeUrls(em: EntityManager, table: Table, names: string[]): Promise<string[]> {
  const bases = names.map((name) => (slugify(name) || 'item').slice(0, 180).replace(/-+$/, '') || 'item');
  if (!bases.length) return [];
  const taken = new Set((await em.execute<{ url: string }[]>(`SELECT url FROM "${table}" WHERE url = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))`, [JSON.stringify(bases)])).map((r) => r.url));
  const claimed = new Set<string>();
  const urls: string[] = [];
  for (const base of bases) {
    let url = base;
    if (taken.has(url) || claimed.has(url)) {
      const siblings = new Set(
        (await em.execute<{ url: string }[]>(`SELECT url FROM "${table}" WHERE url = ? OR url LIKE ?`, [base, `${base.replace(/[\\%_]/g, '\\$&')}-%`])).map((r) => r.url),
      );
      for (let n = 2; siblings.has(url) || claimed.has(url); n++) url = `${base}-${n}`;
    }
    claimed.add(url);
    urls.push(url);
  }
  return urls;
}

/**
 * Brands, sizes and colours by name (any case), created when missing, remembered for one import so
 * a file naming «M» a thousand times reads it once.
 */
export class DictionariesByName implements ImportDictionaries {
  private readonly known = new Map<string, number>();

  constructor(private readonly em: EntityManager) {}

  brand(name: string): Promise<number> {
    return this.byName('brand', name);
  }

  size(name: string): Promise<number> {
    return this.byName('size', name);
  }

  color(name: string): Promise<number> {
    return this.byName('color', name, SWATCHES[name.toLowerCase().replace(/ё/g, 'е')] ?? GREY);
  }

  private async byName(table: Dictionary, rawName: string, code?: string): Promise<number> {
    const name = rawName.trim().slice(0, 200);
    const key = `${table}:${name.toLowerCase()}`;
    const cached = this.known.get(key);
    if (cached !== undefined) return cached;
    const [found] = await this.em.execute<{ id: number }[]>(`SELECT id FROM "${table}" WHERE lower(name) = lower(?) ORDER BY id LIMIT 1`, [name]);
    const id =
      found?.id ??
      (
        await this.em.execute<{ id: number }[]>(
          code === undefined ? `INSERT INTO "${table}" (name, url) VALUES (?, ?) RETURNING id` : `INSERT INTO "${table}" (name, url, code) VALUES (?, ?, ?) RETURNING id`,
          code === undefined ? [name, await freeUrl(this.em, table, name)] : [name, await freeUrl(this.em, table, name), code],
        )
      )[0].id;
    this.known.set(key, id);
    return id;
  }
}
