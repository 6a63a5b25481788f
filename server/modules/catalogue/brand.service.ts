import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { badInput } from '../../core/errors.js';
import { Brand } from './brand.entity.js';
import { Category } from './category.entity.js';
import { subtreeIds } from './category.service.js';
import { brandBody, brandQuery } from './dictionary.inputs.js';
import { DictionaryService } from './dictionary.service.js';

type BrandFilters = Partial<Pick<z.output<typeof brandQuery>, 'name' | 'url' | 'showOnMain' | 'category' | 'parent'>>;

export class BrandService extends DictionaryService<Brand, typeof brandBody, typeof brandQuery> {
  protected readonly entity = Brand;
  protected readonly body = brandBody;
  protected readonly query = brandQuery;
  protected readonly populate = ['category'] as const;

  protected conditions(filters: BrandFilters) {
    const where = super.conditions(filters);
    if (filters.showOnMain !== undefined) where.add('d.show_on_main = ?', filters.showOnMain);
    if (filters.category) where.add('d.category_id = ?', filters.category);
    if (filters.parent) where.add(`d.category_id IN (${subtreeIds})`, filters.parent);
    return where;
  }

  protected async assign(ctx: Context, brand: Brand, data: Partial<z.output<typeof brandBody>>): Promise<void> {
    const { categoryId, ...fields } = data;
    // Checked before anything is assigned: the lookup would flush a half-made change first.
    if (categoryId && !(await ctx.em.count(Category, categoryId))) throw badInput({ categoryId: 'Категория не найдена' });
    ctx.em.assign(brand, fields);
    if (categoryId !== undefined) brand.category = categoryId === null ? null : ctx.em.getReference(Category, categoryId, { wrapped: true });
  }
}
