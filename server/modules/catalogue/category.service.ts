import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { badInput } from '../../core/errors.js';
import { Category } from './category.entity.js';
import { categoryBody, categoryQuery } from './dictionary.inputs.js';
import { DictionaryService } from './dictionary.service.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import { parse } from '../../core/validation.js';

/** Ids of a category (the one parameter) and of everything below it. */
export const subtreeIds = `WITH RECURSIVE tree AS (SELECT id FROM category WHERE id = ? UNION ALL SELECT c.id FROM category c JOIN tree t ON c.parent_id = t.id) SELECT id FROM tree`;

type CategoryFilters = Partial<Pick<z.output<typeof categoryQuery>, 'name' | 'url' | 'parameters' | 'parent'>>;

export class CategoryService extends DictionaryService<Category, typeof categoryBody, typeof categoryQuery> {
  protected readonly entity = Category;
  protected readonly body = categoryBody;
  protected readonly query = categoryQuery;
  protected readonly populate = ['parent'] as const;

  /** A page of categories; with `children=true` each row carries its subcategories. */
  async list(ctx: Context, input: unknown): Promise<Page<Category>> {
    const page = await super.list(ctx, input);
    if (parse(categoryQuery.pick({ children: true }), withoutBlanks(input)).children) await ctx.em.populate(page.rows, ['children']);
    return page;
  }

  protected conditions(filters: CategoryFilters) {
    const where = super.conditions(filters);
    if (filters.parameters) where.add('d.parameters @> ?::jsonb', JSON.stringify([filters.parameters]));
    if (filters.parent === 0) where.add('d.parent_id IS NULL');
    else if (filters.parent !== undefined) where.add('d.parent_id = ?', filters.parent);
    return where;
  }

  protected async assign(ctx: Context, category: Category, data: Partial<z.output<typeof categoryBody>>): Promise<void> {
    const { parentId, ...fields } = data;
    // The parent is checked before anything is assigned: its lookup would flush a half-made change first.
    if (parentId) {
      if (!(await ctx.em.count(Category, parentId))) throw badInput({ parentId: 'Родительская категория не найдена' });
      if (category.id !== undefined && (await this.descendantIds(ctx, category.id)).has(parentId)) {
        throw badInput({ parentId: 'Категорию нельзя вложить в саму себя или в её подкатегорию' });
      }
    }
    ctx.em.assign(category, fields);
    if (parentId !== undefined) category.parent = parentId === null ? null : ctx.em.getReference(Category, parentId, { wrapped: true });
  }

  /** Ids of a category and of everything below it, in one recursive query. */
  async descendantIds(ctx: Context, id: number): Promise<Set<number>> {
    const rows: { id: number }[] = await ctx.em.execute(subtreeIds, [id]);
    return new Set(rows.map((r) => r.id));
  }

  /**
   * The whole category tree from its roots, from one query: every category's `children`
   * is filled, so both APIs walk it without further queries.
   */
  async tree(ctx: Context): Promise<Category[]> {
    const all = await ctx.em.find(Category, {}, { orderBy: { name: 'ASC', id: 'ASC' } });
    const children = new Map<number, Category[]>(all.map((c) => [c.id, []]));
    for (const category of all) if (category.parent) children.get(category.parent.id)?.push(category);
    for (const category of all) category.children.hydrate(children.get(category.id)!);
    return all.filter((category) => !category.parent);
  }

}
