import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import slugify from '@sindresorhus/slugify';
import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { conflict, flushOrRefuse, inUse, notFound } from '../../core/errors.js';
import { contains, withoutBlanks, type Page } from '../../core/list.js';
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
   * The list filters beyond paging and sorting, as a MikroORM condition: by default a part of
   * the name (any case) and the exact url; dictionaries with more filters extend it.
   */
  protected async where(_ctx: Context, filters: { name?: string; url?: string }): Promise<FilterQuery<E>> {
    const where: Record<string, unknown> = {};
    if (filters.name) where.name = contains(filters.name);
    if (filters.url) where.url = filters.url;
    return where as FilterQuery<E>;
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

  /** A page of records matching the filters, in a stable order. */
  async list(ctx: Context, input: unknown): Promise<Page<E>> {
    const { limit, offset, sortBy, orderBy, ...filters } = parse(this.query, withoutBlanks(input));
    const [rows, length] = await ctx.em.findAndCount(this.entity, await this.where(ctx, filters), {
      limit,
      offset,
      orderBy: [{ [sortBy]: orderBy }, { id: 'ASC' }] as never,
      populate: this.populate as never,
      // A page's relations by id in a second statement: MikroORM builds and hydrates a join of a
      // sorted, limited page at about twice the CPU (an API client's brand list: 3.0 → 1.8 ms).
      strategy: 'select-in',
    });
    return { rows, length };
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
    return flushOrRefuse(ctx.em, conflict);
  }
}
