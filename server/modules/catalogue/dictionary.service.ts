import type { EntityClass, EntityDictionary, EntityKey, FilterQuery } from '@mikro-orm/core';
import slugify from '@sindresorhus/slugify';
import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { duplicate, flushOrRefuse, inUse, notFound } from '../../core/errors.js';
import { containing, withoutBlanks, type Page } from '../../core/list.js';
import { Conditions } from '../../core/sql.js';
import { id as idSchema, parse } from '../../core/validation.js';
import type { BaseEntity } from '../../core/base.entity.js';

type ListQuery = z.ZodObject<{ limit: z.ZodType<number>; offset: z.ZodType<number>; sortBy: z.ZodType<string>; orderBy: z.ZodType<'ASC' | 'DESC'> }>;

/**
 * Rules every catalogue dictionary shares: validated create and update, a url made from the
 * name when none is given, 409 for a taken name or url, 409 for deleting an entry in use.
 * Each dictionary adds its own filters and relations.
 */
export abstract class DictionaryService<E extends BaseEntity<string> & { url: string }, Body extends z.ZodObject, Query extends ListQuery> {
  protected abstract readonly entity: EntityClass<E>;
  protected abstract readonly body: Body;
  protected abstract readonly query: Query;
  /** Relations loaded with every record, so both APIs return them nested. */
  protected readonly populate: readonly string[] = [];

  /**
   * The list filters beyond paging and sorting, as SQL over the table named `d`: by default a part
   * of the name (any case) and the exact url; dictionaries with more filters extend it.
   */
  protected conditions(filters: { name?: string; url?: string }): Conditions {
    const where = new Conditions();
    if (filters.name) where.add('d.name ILIKE ?', containing(filters.name));
    if (filters.url) where.add('d.url = ?', filters.url);
    return where;
  }

  /** What a url is made from when none is given: the name. */
  protected slugSource(data: z.output<Body>): string {
    return (data as { name: string }).name;
  }

  /** One record by its url, or 404. */
  async byUrl(ctx: Context, url: unknown): Promise<E> {
    const record = await ctx.em.findOne(this.entity, { url: String(url) } as FilterQuery<E>, { populate: this.populate as never });
    if (!record) throw notFound();
    return record;
  }

  /** Writes validated fields into the record; dictionaries with relations resolve their ids here. */
  protected async assign(ctx: Context, record: E, data: Partial<z.output<Body>>): Promise<void> {
    ctx.em.assign(record, data as never);
  }

  /**
   * A page of records matching the filters, in a stable order, and their total, in one statement:
   * MikroORM's find took some 1.8 ms of CPU to build a list's query, more than the rest of a
   * GraphQL request. Relations come by id afterwards, only when a row has one.
   */
  async list(ctx: Context, input: unknown): Promise<Page<E>> {
    const { limit, offset, sortBy, orderBy, ...filters } = parse(this.query, withoutBlanks(input));
    const meta = ctx.em.getMetadata().get<E>(this.entity.name);
    const where = this.conditions(filters);
    const from = `FROM "${meta.tableName}" d ${where.where}`;
    const found: Record<string, unknown>[] = await ctx.em.execute(
      `SELECT d.*, count(*) OVER () AS "totalRows" ${from} ORDER BY d."${meta.properties[sortBy as EntityKey<E>].fieldNames[0]}" ${orderBy}, d.id LIMIT ? OFFSET ?`,
      [...where.values, limit, offset],
    );
    const rows = found.map(({ totalRows: _, ...row }) => ctx.em.map(this.entity, row as EntityDictionary<E>));
    if (rows.length && this.populate.length) await ctx.em.populate(rows, this.populate as never);
    if (found.length || !offset) return { rows, length: Number(found[0]?.totalRows ?? 0) };
    // Past the last page: the total from a count of its own.
    const [{ total }] = await ctx.em.execute(`SELECT count(*)::int AS total ${from}`, where.values);
    return { rows, length: total };
  }

  /** One record by id, or 404. */
  async get(ctx: Context, id: unknown): Promise<E> {
    const record = await ctx.em.findOne(this.entity, { id: parse(idSchema, id) } as FilterQuery<E>, { populate: this.populate as never });
    if (!record) throw notFound();
    return record;
  }

  async create(ctx: Context, input: unknown): Promise<E> {
    const data = parse(this.body, input) as z.output<Body> & { url?: string };
    const record = ctx.em.create(this.entity, {} as never, { persist: false });
    await this.assign(ctx, record, { ...data, url: data.url ?? slugify(this.slugSource(data)) });
    ctx.em.persist(record);
    await this.save(ctx);
    return this.get(ctx, record.id);
  }

  async update(ctx: Context, id: unknown, input: unknown): Promise<E> {
    const record = await this.get(ctx, id);
    await this.assign(ctx, record, parse(this.body.partial(), input) as Partial<z.output<Body>>);
    await this.save(ctx);
    return record;
  }

  /** Deletes a record; one still used by another record is refused with 409. */
  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const record = await this.get(ctx, id);
    const recordId = record.id;
    ctx.em.remove(record);
    await flushOrRefuse(ctx.em, inUse);
    return { id: recordId };
  }

  private save(ctx: Context): Promise<void> {
    return flushOrRefuse(ctx.em, () => duplicate('name', 'Такое название уже есть'));
  }
}
