import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { Allow, Deleted, pageType } from '../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../core/graphql-inputs.js';
import type { Operation } from '../../core/permissions.js';
import type { BaseEntity } from '../../core/base.entity.js';
import type { DictionaryService } from './dictionary.service.js';

export interface DictionaryApi<E extends BaseEntity<string> & { url: string }> {
  /** GraphQL type name, e.g. `Brand`. */
  type: new () => E;
  /** Singular and plural names of the queries and the operation prefix: `brand`, `brands`. */
  one: 'brand' | 'size' | 'color' | 'tag' | 'category' | 'newsPost';
  /** The id's name in REST paths, when not `{one}Id`: `/news/{newsId}`. */
  param?: string;
  many: string;
  /** Russian name for descriptions: «бренд». */
  title: string;
  service: DictionaryService<E, z.ZodObject, never>;
  body: z.ZodObject;
  query: z.ZodObject;
}

/** list, get, create, update and delete of one dictionary, as GraphQL queries and mutations. */
export function dictionaryResolver<E extends BaseEntity<string> & { url: string }>(api: DictionaryApi<E>) {
  const name = api.type.name;
  const Input = inputTypeFrom(`${name}Input`, api.body);
  const UpdateInput = inputTypeFrom(`${name}UpdateInput`, api.body.partial());
  const ListArgs = argsTypeFrom(`${name}ListArgs`, api.query);
  const List = pageType(name, api.type);
  const op = (action: string) => `${api.one}.${action}` as Operation;
  const service = api.service;

  @Resolver(() => api.type)
  class DictionaryResolver {
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
  return DictionaryResolver;
}
