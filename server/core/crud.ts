import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from './context.js';
import { Allow, Deleted, pageType } from './graphql.js';
import { argsTypeFrom, inputTypeFrom } from './graphql-inputs.js';
import type { Operation } from './permissions.js';
import type { Route } from './rest.js';
import { deleted, page } from './outputs.js';
import { id } from './validation.js';

/** A service with the five calls of a collection; each validates its own input. */
export interface CrudService {
  list(ctx: Context, input: unknown): Promise<unknown>;
  get(ctx: Context, id: unknown): Promise<unknown>;
  create(ctx: Context, input: unknown): Promise<unknown>;
  update(ctx: Context, id: unknown, input: unknown): Promise<unknown>;
  remove(ctx: Context, id: unknown): Promise<unknown>;
}

/** One collection of records as both APIs show it. */
export interface CrudApi {
  /** The GraphQL object type; its name names the mutations (`createBrand`) and the REST tag. */
  type: new () => object;
  /** The single query and the operations' prefix: `brand`. */
  one: string;
  /** The list query: `brands`. */
  many: string;
  /** The id's name in REST paths, when not `{one}Id`: `/news/{newsId}`. */
  param?: string;
  /** Russian name for descriptions: «бренд». */
  title: string;
  service: CrudService;
  body: z.ZodObject;
  /** The update's body, when not the create body with every field optional. */
  updateBody?: z.ZodObject;
  query: z.ZodObject;
  /** One record as REST answers it (OpenAPI); a list answers a page of them, a delete `{id}`. */
  output: z.ZodType;
}

const operation = (api: CrudApi, action: string) => `${api.one}.${action}` as Operation;

/** list, get, create, update and delete of one collection, as GraphQL queries and mutations. */
export function crudResolver(api: CrudApi) {
  const name = api.type.name.replace(/Type$/, '');
  const Input = inputTypeFrom(`${name}Input`, api.body);
  const UpdateInput = inputTypeFrom(`${name}UpdateInput`, api.updateBody ?? api.body.partial());
  const ListArgs = argsTypeFrom(`${name}ListArgs`, api.query);
  const List = pageType(name, api.type);
  const op = (action: string) => operation(api, action);
  const service = api.service;

  @Resolver(() => api.type)
  class CrudResolver {
    @Query(() => List, { name: api.many, description: `Список: ${api.title}` })
    @Allow(op('list'))
    list(@Args(() => ListArgs) args: object, @Ctx() ctx: Context) {
      return service.list(ctx, args);
    }

    @Query(() => api.type, { name: api.one, description: `Одна запись: ${api.title}` })
    @Allow(op('get'))
    get(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return service.get(ctx, id);
    }

    @Mutation(() => api.type, { name: `create${name}`, description: `Создать: ${api.title}` })
    @Allow(op('create'))
    create(@Arg('input', () => Input) input: object, @Ctx() ctx: Context) {
      return service.create(ctx, input);
    }

    @Mutation(() => api.type, { name: `update${name}`, description: `Изменить: ${api.title}` })
    @Allow(op('update'))
    update(@Arg('id', () => Int) id: number, @Arg('input', () => UpdateInput) input: object, @Ctx() ctx: Context) {
      return service.update(ctx, id, input);
    }

    @Mutation(() => Deleted, { name: `delete${name}`, description: `Удалить: ${api.title}` })
    @Allow(op('delete'))
    remove(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return service.remove(ctx, id);
    }
  }
  return CrudResolver;
}

/** The REST calls of one collection: `GET/POST /brands`, `GET/PUT/DELETE /brands/{brandId}`. */
export function crudRoutes(path: string, api: CrudApi, tag = api.type.name.replace(/Type$/, '')): Route[] {
  const param = api.param ?? `${api.one}Id`;
  const params = z.object({ [param]: id });
  const op = (action: string) => operation(api, action);
  const { service, title, output } = api;
  const item = `${path}/{${param}}`;
  return [
    { method: 'get', path, tag, operation: op('list'), summary: `Список: ${title}`, query: api.query, response: page(output), handle: (ctx, req) => service.list(ctx, req.query) },
    { method: 'post', path, tag, operation: op('create'), summary: `Создать: ${title}`, body: api.body, response: output, handle: (ctx, req) => service.create(ctx, req.body) },
    { method: 'get', path: item, tag, operation: op('get'), summary: `Одна запись: ${title}`, params, response: output, handle: (ctx, req) => service.get(ctx, req.params[param]) },
    { method: 'put', path: item, tag, operation: op('update'), summary: `Изменить: ${title}`, params, body: api.updateBody ?? api.body.partial(), response: output, handle: (ctx, req) => service.update(ctx, req.params[param], req.body) },
    { method: 'delete', path: item, tag, operation: op('delete'), summary: `Удалить: ${title}`, params, response: deleted, handle: (ctx, req) => service.remove(ctx, req.params[param]) },
  ];
}
