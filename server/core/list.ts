import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import { z } from 'zod';
import { orderBy, paging } from './validation.js';

/** A page of a list: the rows asked for and how many match the filters in all (CONTRACT §2). */
export interface Page<T> {
  rows: T[];
  length: number;
}

/** Paging and a sort, as every list query parses them. */
export interface PageQuery {
  limit: number;
  offset: number;
  sortBy: string;
  orderBy: 'ASC' | 'DESC';
}

/**
 * A page of records in the asked order (ties by id) and how many match in all. The count is a
 * second statement only when the page cannot tell it: a full page, or an empty one past the start.
 */
export async function findPage<E extends object>(em: EntityManager, entity: EntityName<E>, where: FilterQuery<E>, { limit, offset, sortBy, orderBy }: PageQuery): Promise<Page<E>> {
  const rows = (await em.find(entity, where, { limit, offset, orderBy: [{ [sortBy]: orderBy }, { id: 'ASC' }] as never })) as E[];
  const whole = rows.length < limit && (rows.length > 0 || offset === 0);
  return { rows, length: whole ? offset + rows.length : await em.count(entity, where) };
}

/** A list query: its own filters plus limit/offset paging and a sort among `sortable` fields. */
export function listQuery<const F extends z.ZodRawShape, const S extends readonly [string, ...string[]]>(
  name: string,
  filters: F,
  sortable: S,
) {
  return z.object({
    ...filters,
    ...paging,
    sortBy: z.enum(sortable).meta({ id: `${name}SortField` }).default(sortable[0]),
    orderBy,
  });
}

/** Drops null and empty-string filters so "not set" reads the same from a query string and from GraphQL. */
export function withoutBlanks(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined && v !== ''));
}

/** `%text%` for ILIKE, with the text's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A MikroORM condition: contains the text, in any case. */
export const contains = (text: string) => ({ $ilike: containing(text) });
