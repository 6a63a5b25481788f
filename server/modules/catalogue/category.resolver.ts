import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { Brand } from './brand.entity.js';
import { Category } from './category.entity.js';
import type { CategoryService } from './category.service.js';

/** What categories and brands add to their dictionary queries: the tree, lookup by url and relations. */
export function categoryResolvers(categories: CategoryService) {
  @Resolver(() => Category)
  class CategoryResolver {
    @Query(() => [Category], { description: 'Дерево категорий: корневые категории, у каждой поле children' })
    @Allow('category.tree')
    async categoriesTree(@Ctx() ctx: Context) {
      return categories.tree(ctx);
    }

    @Query(() => Category, { description: 'Категория по адресу' })
    @Allow('category.get')
    categoryByUrl(@Arg('url') url: string, @Ctx() ctx: Context) {
      return categories.byUrl(ctx, url);
    }

    @FieldResolver(() => Category, { nullable: true, description: 'Родительская категория' })
    parent(@Root() category: Category) {
      return category.parent?.load() ?? null;
    }

    @FieldResolver(() => [Category], { description: 'Подкатегории' })
    async children(@Root() category: Category) {
      const children = await category.children.load();
      return children.getItems().sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id);
    }
  }

  @Resolver(() => Brand)
  class BrandRelationsResolver {
    @FieldResolver(() => Category, { nullable: true, description: 'Категория бренда' })
    category(@Root() brand: Brand) {
      return brand.category?.load() ?? null;
    }
  }

  return [CategoryResolver, BrandRelationsResolver];
}
