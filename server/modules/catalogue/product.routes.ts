import { z } from 'zod';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import { priceRangeQuery, productBody, productQuery } from './product.inputs.js';
import type { ProductService } from './product.service.js';

/** `/products` of SPEC §7; the fixed paths come before `/products/{productId}`. */
export function productRoutes(products: ProductService): Route[] {
  const tag = 'Product';
  const params = z.object({ productId: id });
  return [
    { method: 'get', path: '/products', tag, operation: 'product.list', summary: 'Каталог: фильтры, поиск, сортировка, страницы', query: productQuery, handle: (ctx, req) => products.list(ctx, req.query) },
    { method: 'get', path: '/products/priceRange', tag, operation: 'product.list', summary: 'Самая низкая и самая высокая цена в выборке', query: priceRangeQuery, handle: (ctx, req) => products.priceRange(ctx, req.query) },
    {
      method: 'get',
      path: '/products/by-url/{url}',
      tag,
      operation: 'product.get',
      summary: 'Товар по адресу',
      params: z.object({ url: z.string().max(200) }),
      handle: (ctx, req) => products.byUrl(ctx, String(req.params.url)),
    },
    { method: 'post', path: '/products', tag, operation: 'product.create', summary: 'Создать товар с вариантами', body: productBody, handle: (ctx, req) => products.create(ctx, req.body) },
    { method: 'get', path: '/products/{productId}', tag, operation: 'product.get', summary: 'Товар по id', params, handle: (ctx, req) => products.get(ctx, req.params.productId) },
    {
      method: 'put',
      path: '/products/{productId}',
      tag,
      operation: 'product.update',
      summary: 'Изменить товар; productVariants — весь новый список',
      params,
      body: productBody.partial(),
      handle: (ctx, req) => products.update(ctx, req.params.productId, req.body),
    },
    { method: 'delete', path: '/products/{productId}', tag, operation: 'product.delete', summary: 'Удалить товар', params, handle: (ctx, req) => products.remove(ctx, req.params.productId) },
  ];
}
