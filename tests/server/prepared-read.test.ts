import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../server/core/database.js';
import { preparedRead } from '../../server/core/prepared-read.js';
import { databaseSchema } from '../../server/database-schema.js';
import { freshDatabase } from './test-app.js';

// One connection in the pool: what one read prepared, the next statement sees.
let orm: MikroORM;
beforeAll(async () => {
  orm = await MikroORM.init({ ...ormConfig(databaseSchema, await freshDatabase()), pool: { min: 0, max: 1, acquireTimeoutMillis: 2_000 } });
});
afterAll(() => orm.close(true));

const prepared = () => orm.em.fork().execute<{ statement: string; generic: number; custom: number }[]>('SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements ORDER BY prepare_time');
const atLeast = (n: number) => preparedRead<{ n: number }>(orm.em.fork(), 'SELECT count(*)::int AS n FROM generate_series(1, 10) g WHERE g >= ?', [n]);

describe('a prepared read', () => {
  it('is planned once on its connection and answers every value with that plan', async () => {
    expect(await atLeast(3)).toEqual([{ n: 8 }]);
    expect(await atLeast(9)).toEqual([{ n: 2 }]);
    expect(await atLeast(11)).toEqual([{ n: 0 }]);
    expect(await prepared()).toEqual([{ statement: expect.stringContaining('WHERE g >= $1'), generic: 3, custom: 0 }]);
  });

  it('makes its plan again when the table changed under it, as another instance’s migration may change it', async () => {
    const em = orm.em.fork();
    await em.execute("CREATE TABLE gift_note (id int, label varchar(20)); INSERT INTO gift_note VALUES (1, 'лента'), (2, 'открытка')");
    const labels = () => preparedRead<{ label: string }>(orm.em.fork(), 'SELECT label FROM gift_note WHERE id > ? ORDER BY id', [0]);
    expect(await labels()).toEqual([{ label: 'лента' }, { label: 'открытка' }]);
    await em.execute('ALTER TABLE gift_note ALTER COLUMN label TYPE text');
    expect(await labels()).toEqual([{ label: 'лента' }, { label: 'открытка' }]);
    expect(await labels()).toEqual([{ label: 'лента' }, { label: 'открытка' }]);
  });

  it('keeps at most 32 statements prepared on a connection and answers the rest unprepared', async () => {
    for (let i = 0; i < 40; i++) expect(await preparedRead(orm.em.fork(), `SELECT ?::int + ${i} AS n`, [1])).toEqual([{ n: 1 + i }]);
    expect(await prepared()).toHaveLength(32);
    expect(await atLeast(5)).toEqual([{ n: 6 }]);
  });

  it('runs inside the caller’s transaction and sees what it wrote', async () => {
    const before = (await prepared()).length;
    const seen = await orm.em.fork().transactional(async (em) => {
      await em.execute('CREATE TEMP TABLE basket_note (line int) ON COMMIT DROP');
      await em.execute('INSERT INTO basket_note VALUES (1), (2), (3)');
      return preparedRead<{ n: number }>(em, 'SELECT count(*)::int AS n FROM basket_note WHERE line > ?', [1]);
    });
    expect(seen).toEqual([{ n: 2 }]);
    expect(await prepared()).toHaveLength(before);
  });

  it('answers a failing statement with PostgreSQL’s error and leaves the connection usable', async () => {
    await expect(preparedRead(orm.em.fork(), 'SELECT 1 / ?::int AS n', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await atLeast(10)).toEqual([{ n: 1 }]);
  });
});
