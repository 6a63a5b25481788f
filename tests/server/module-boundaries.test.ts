import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../server/core/database.js';
import { databaseSchema } from '../../server/database-schema.js';
import { analyse, learnOwnership, offences, ROOT, type Findings, type Ownership } from './module-boundaries.js';
import { freshDatabase } from './test-app.js';

/**
 * CONTRACT §16 and STYLE.md's module map: a table has one writer, its owning module, and a module
 * imports only another module's public surface. The analysis is module-boundaries.ts; here, the
 * server as it stands, and probes — small files read as if they stood in a module, core, the seed
 * or app.ts — that must each be refused exactly as listed.
 */

/** A breach without its line, for NOT_YET: lines move as files are edited. */
const unlined = (breach: string) => breach.replace(/^(\S+?):\d+ /, '$1 ');

/**
 * Breaches known when the check was extended, each waiting for its owner's fix (reported to the
 * lead): no new one may appear, and one that is gone must leave this list. Not an allowance.
 */
const NOT_YET: string[] = [];

const notPublic = (owner: string) => `, which is not ${owner}'s public surface (*.service, *.entity, *.types, *.outputs, *.inputs)`;
const ownedBy = (file: string, line: number, writer: string, via: string, table: string, owner: string) => `${file}:${line} (${writer}): ${via} writes ${table}, owned by ${owner}`;
const shop = (probe: string) => `server/modules/shop/${probe}`;
const variantsBy = (probe: string, line: number, via: string) => ownedBy(shop(probe), line, 'shop', via, 'product_variant', 'catalogue');

/** The probes: a file of tests/server/boundary-probes/, where it is read as standing, and exactly what the check must say. */
const PROBES: { probe: string; as: string; refused: string[] }[] = [
  { probe: 'shop-raw-update.ts', as: shop('shop-raw-update.ts'), refused: [variantsBy('shop-raw-update.ts', 5, 'SQL')] },
  { probe: 'shop-lower-case.ts', as: shop('shop-lower-case.ts'), refused: [variantsBy('shop-lower-case.ts', 5, 'SQL')] },
  {
    probe: 'shop-sql-pieces.ts',
    as: shop('shop-sql-pieces.ts'),
    refused: [variantsBy('shop-sql-pieces.ts', 7, 'SQL'), ownedBy(shop('shop-sql-pieces.ts'), 8, 'shop', 'SQL', 'product', 'catalogue')],
  },
  { probe: 'shop-orm-change.ts', as: shop('shop-orm-change.ts'), refused: [variantsBy('shop-orm-change.ts', 7, 'a change of ProductVariant.stock')] },
  { probe: 'shop-query-builder.ts', as: shop('shop-query-builder.ts'), refused: [variantsBy('shop-query-builder.ts', 6, "a query builder's update()")] },
  { probe: 'shop-remove.ts', as: shop('shop-remove.ts'), refused: [variantsBy('shop-remove.ts', 7, 'em.remove')] },
  {
    probe: 'shop-native-update.ts',
    as: shop('shop-native-update.ts'),
    refused: [variantsBy('shop-native-update.ts', 6, 'repository.nativeUpdate'), variantsBy('shop-native-update.ts', 7, 'em.nativeUpdate')],
  },
  {
    probe: 'shop-entity-by-name.ts',
    as: shop('shop-entity-by-name.ts'),
    refused: [
      variantsBy('shop-entity-by-name.ts', 5, 'em.nativeUpdate'),
      ownedBy(shop('shop-entity-by-name.ts'), 6, 'shop', 'repository.nativeDelete', 'product', 'catalogue'),
      variantsBy('shop-entity-by-name.ts', 7, "a query builder's delete()"),
    ],
  },
  {
    probe: 'shop-internal-call.ts',
    as: shop('shop-internal-call.ts'),
    refused: [`${shop('shop-internal-call.ts')}:2 (shop) imports server/modules/catalogue/product-derived.ts${notPublic('catalogue')}`],
  },
  {
    probe: 'shop-db-function.ts',
    as: shop('shop-db-function.ts'),
    refused: [ownedBy(shop('shop-db-function.ts'), 5, 'shop', 'refresh_product_derived()', 'product', 'catalogue'), variantsBy('shop-db-function.ts', 7, 'SQL')],
  },
  {
    probe: 'shop-orm-other.ts',
    as: shop('shop-orm-other.ts'),
    refused: [
      [8, 'a change of ProductVariant.stock', 'product_variant'],
      [9, 'em.assign', 'product_variant'],
      [10, 'Object.assign', 'product_variant'],
      [11, 'wrap().assign', 'product'],
      [12, 'tags.add()', 'product'],
      [13, 'em.persist', 'tag'],
      [13, 'em.create', 'tag'],
      [14, 'em.insert', 'tag'],
      [15, 'em.upsert', 'product'],
      [16, 'em.nativeDelete', 'product_variant'],
    ].map(([line, via, table]) => ownedBy(shop('shop-orm-other.ts'), line as number, 'shop', via as string, table as string, 'catalogue')),
  },
  { probe: 'shop-allowed.ts', as: shop('shop-allowed.ts'), refused: [] },
  {
    probe: 'unnamed-writes.ts',
    as: 'server/modules/feedback/unnamed-writes.ts',
    refused: [
      expect.stringMatching(/^server\/modules\/feedback\/unnamed-writes\.ts:8 \(feedback\): SQL of something the check cannot name \(\$\{anyName\} is typed string\)/),
      expect.stringMatching(/^server\/modules\/feedback\/unnamed-writes\.ts:9 \(feedback\): SQL of something the check cannot name \(\$\{anyName\} is typed string\)/),
      expect.stringMatching(/^server\/modules\/feedback\/unnamed-writes\.ts:10 \(feedback\): SQL of something the check cannot name \(the SQL ends with «UPDATE»/),
      expect.stringMatching(/^server\/modules\/feedback\/unnamed-writes\.ts:13 \(feedback\): em\.remove of something the check cannot name \(anything as object is typed unknown\)/),
    ] as unknown as string[],
  },
  { probe: 'core-write.ts', as: 'server/core/core-write.ts', refused: [ownedBy('server/core/core-write.ts', 5, 'core', 'SQL', 'checkout', 'shop')] },
  { probe: 'core-import.ts', as: 'server/core/core-import.ts', refused: ['server/core/core-import.ts:1 (core) imports server/modules/shop/checkout.entity.ts: core imports no module; let the module hand it over'] },
  { probe: 'seed-write.ts', as: 'server/seed/seed-write.ts', refused: [ownedBy('server/seed/seed-write.ts', 6, 'seed', 'em.nativeDelete', 'brand', 'catalogue')] },
  { probe: 'app-write.ts', as: 'server/app.ts', refused: [ownedBy('server/app.ts', 5, 'app.ts', 'SQL', 'basket', 'shop')] },
];

let orm: MikroORM;
let ownership: Ownership;
let server: Findings;
let probes: Map<string, Findings>;

beforeAll(async () => {
  orm = await MikroORM.init(ormConfig(databaseSchema, await freshDatabase()));
  ownership = await learnOwnership(orm);
  ({ server, stands: probes } = analyse(
    ownership,
    PROBES.map(({ probe, as }) => ({ file: path.join(ROOT, 'tests/server/boundary-probes', probe), as })),
  ));
}, 180_000);

afterAll(async () => {
  await orm?.close(true);
});

describe('Module boundaries (CONTRACT §16: one writer per table; a module imports only what another offers)', () => {
  it('gives every table of the migrated database an owning module, and owns no table the database lacks', () => {
    expect(ownership.tables.filter((table) => !ownership.owners.has(table)), 'tables without an owner: add the entity to a module, or the table to MIGRATION_TABLES').toEqual([]);
    expect([...ownership.owners.keys()].filter((table) => !ownership.tables.includes(table)), 'owned tables the database does not have').toEqual([]);
  });

  it('finds nothing under server/ that writes a table it does not own, writes a table it cannot name, or imports past a public surface — but the breaches not yet mended', () => {
    const breaches = [...offences(server.writes, ownership.owners), ...server.imports.map((i) => i.replace(/, which is not .*$/, ''))];
    expect(breaches.filter((breach) => !NOT_YET.includes(unlined(breach)))).toEqual([]);
  });

  it('lists in NOT_YET only breaches that are still there', () => {
    const breaches = new Set([...offences(server.writes, ownership.owners), ...server.imports.map((i) => i.replace(/, which is not .*$/, ''))].map(unlined));
    expect(NOT_YET.filter((breach) => !breaches.has(breach))).toEqual([]);
  });

  it('sees the writes it guards: the modules\' own, through SQL, the ORM and the database\'s functions', () => {
    const seen = (writer: string, table: string, via?: RegExp) => server.writes.some((w) => w.writer === writer && w.tables.includes(table) && (!via || via.test(w.via)));
    expect(seen('catalogue', 'product_variant', /^SQL$/)).toBe(true);
    expect(seen('catalogue', 'product_sizes')).toBe(true);
    expect(seen('catalogue', 'stock_movement')).toBe(true);
    expect(seen('catalogue', 'product', /^refresh_product_derived\(\)$/)).toBe(true);
    expect(seen('catalogue', 'catalogue_entry', /^refresh_catalogue_entries\(\)$/)).toBe(true);
    expect(seen('shop', 'checkout', /^SQL$/)).toBe(true);
    expect(seen('shop', 'checkout', /^a change of Checkout\./)).toBe(true);
    expect(seen('exchange', 'exchange_run')).toBe(true);
    // `UPDATE ${table} …` over 'payment' | 'refund', `UPDATE ${table(target)} …` over the feedback tables, `INSERT INTO "${table}"` over the dictionaries
    expect(seen('shop', 'refund')).toBe(true);
    expect(seen('feedback', 'review_comment')).toBe(true);
    expect(seen('catalogue', 'color')).toBe(true);
    expect(seen('identity', 'users', /^em\.create$/)).toBe(true);
    expect(seen('core', 'mail_message')).toBe(true);
    expect(server.writes.some((w) => w.file === 'server/modules/catalogue/read-model/stock-movements.sql' && w.tables.includes('stock_movement'))).toBe(true);
    expect(ownership.functions.get('refresh_product_derived')).toEqual(['product']);
    expect(server.writes.length).toBeGreaterThan(200);
  });

  it.each(PROBES)('refuses the probe $probe read as $as exactly as listed', ({ as, refused }) => {
    const found = probes.get(as)!;
    expect([...offences(found.writes, ownership.owners), ...found.imports]).toEqual(refused);
  });
});
