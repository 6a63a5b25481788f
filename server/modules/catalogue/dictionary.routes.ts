import { z } from 'zod';
import type { Operation } from '../../core/permissions.js';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import type { DictionaryApi } from './dictionary.resolver.js';
import type { BaseEntity } from '../../core/base.entity.js';

/** The REST calls of one dictionary: `GET/POST /brands`, `GET/PUT/DELETE /brands/{brandId}`. */
export function dictionaryRoutes<E extends BaseEntity<string> & { url: string }>(path: string, api: DictionaryApi<E>): Route[] {
  const param = api.param ?? `${api.one}Id`;
  const params = z.object({ [param]: id });
  const op = (action: string) => `${api.one}.${action}` as Operation;
  const tag = api.type.name;
  return [
    { method: 'get', path, tag, operation: op('list'), summary: `Список: ${api.title}`, query: api.query, handle: (ctx, req) => api.service.list(ctx, req.query) },
    { method: 'post', path, tag, operation: op('create'), summary: `Создать: ${api.title}`, body: api.body, handle: (ctx, req) => api.service.create(ctx, req.body) },
    { method: 'get', path: `${path}/{${param}}`, tag, operation: op('get'), summary: `Одна запись: ${api.title}`, params, handle: (ctx, req) => api.service.get(ctx, req.params[param]) },
    {
      method: 'put',
      path: `${path}/{${param}}`,
      tag,
      operation: op('update'),
      summary: `Изменить: ${api.title}`,
      params,
      body: api.body.partial(),
      handle: (ctx, req) => api.service.update(ctx, req.params[param], req.body),
    },
    { method: 'delete', path: `${path}/{${param}}`, tag, operation: op('delete'), summary: `Удалить: ${api.title}`, params, handle: (ctx, req) => api.service.remove(ctx, req.params[param]) },
  ];
}
