import { z } from 'zod';
import { page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { productOutput } from '../catalogue/catalogue.outputs.js';
import { wishlistBody, wishlistId, wishlistQuery, wishlistUpdateBody } from './wishlist.inputs.js';
import { wishlistDeleted, wishlistOutput, wishlistRow } from './shop.outputs.js';
import type { WishlistService } from './wishlist.service.js';

/** Wishlists (SPEC §7); the fixed paths come before `/wishlists/{wishlistId}`. */
export function wishlistRoutes(wishlists: WishlistService): Route[] {
  const tag = 'Wishlist';
  const params = z.object({ wishlistId });
  return [
    { method: 'post', path: '/wishlists', tag, operation: 'wishlist.use', summary: 'Новый список желаний', body: wishlistBody, response: wishlistOutput, handle: (ctx, req) => wishlists.create(ctx, req.body) },
    { method: 'get', path: '/wishlists', tag, operation: 'wishlist.list', summary: 'Мои списки желаний (сотрудники — все, фильтр userId)', query: wishlistQuery, response: page(wishlistRow), handle: (ctx, req) => wishlists.list(ctx, req.query) },
    { method: 'get', path: '/wishlists/wishlistProducts/{wishlistId}', tag, operation: 'wishlist.use', summary: 'Товары списка желаний', params, response: page(productOutput), handle: (ctx, req) => wishlists.products(ctx, req.params.wishlistId) },
    { method: 'get', path: '/wishlists/{wishlistId}', tag, operation: 'wishlist.use', summary: 'Список желаний по UUID', params, response: wishlistOutput, handle: (ctx, req) => wishlists.get(ctx, req.params.wishlistId) },
    { method: 'put', path: '/wishlists/{wishlistId}', tag, operation: 'wishlist.use', summary: 'Заменить товары списка', params, body: wishlistUpdateBody, response: wishlistOutput, handle: (ctx, req) => wishlists.update(ctx, req.params.wishlistId, req.body) },
    { method: 'delete', path: '/wishlists/{wishlistId}', tag, operation: 'wishlist.use', summary: 'Удалить список желаний', params, response: wishlistDeleted, handle: (ctx, req) => wishlists.remove(ctx, req.params.wishlistId) },
  ];
}
