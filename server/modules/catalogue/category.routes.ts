import { z } from 'zod';
import type { Route } from '../../core/rest.js';
import { categoryTreeNode } from './catalogue.outputs.js';
import type { Category } from './category.entity.js';
import type { CategoryService } from './category.service.js';

/** A category in the REST tree: its own fields and its subcategories, nested to any depth. */
export interface CategoryTreeNode {
  id: number;
  name: string;
  url: string;
  desc?: string | null;
  image?: string | null;
  parameters: string[];
  children: CategoryTreeNode[];
}

function treeNode({ id, name, url, desc, image, parameters, children }: Category): CategoryTreeNode {
  return { id, name, url, desc, image, parameters, children: children.getItems().map(treeNode) };
}

/** `GET /categories/categoriesTree`; registered before `/categories/{categoryId}` so the word is not read as an id. */
export function categoryTreeRoute(categories: CategoryService): Route {
  return {
    method: 'get',
    path: '/categories/categoriesTree',
    tag: 'Category',
    operation: 'category.tree',
    summary: 'Дерево категорий: корневые категории с вложенными children',
    response: z.array(categoryTreeNode),
    handle: async (ctx) => (await categories.tree(ctx)).map(treeNode),
  };
}
