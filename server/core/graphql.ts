import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLEnumType, GraphQLError, GraphQLSchema, printSchema, type GraphQLFormattedError } from 'graphql';
import { Authorized, buildSchema, Extensions, Field, Int, ObjectType, type AuthChecker, type NonEmptyArray } from 'type-graphql';
import type { Context } from './context.js';
import { AppError, errorCodes, statusMessages, toAppError } from './errors.js';
import { russianReason } from './graphql-reasons.js';
import { guard, type Operation } from './permissions.js';

/**
 * Declares who may call a query or mutation. The check itself is the one `authorize` the REST
 * router uses; a root field without this declaration makes the schema refuse to build.
 */
export function Allow(operation: Operation): MethodDecorator {
  return (target, key, descriptor) => {
    Authorized(operation)(target, key, descriptor);
    Extensions({ operation })(target, key, descriptor);
  };
}

const authChecker: AuthChecker<Context> = async ({ context }, [operation]) => {
  await guard(context, operation as Operation);
  return true;
};

/** Root fields (queries and mutations) that carry no permission declaration. */
export function undeclaredOperations(schema: GraphQLSchema): string[] {
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => !field.extensions?.operation)
      .map((field) => `${type!.name}.${field.name}`),
  );
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as `Function`
export async function buildGraphQLSchema(resolvers: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, authChecker, validate: false });
  const undeclared = undeclaredOperations(schema);
  if (undeclared.length) throw new Error(`Операции GraphQL без объявленных прав: ${undeclared.join(', ')}`);
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, description: errorsDescription, types: [...config.types, ErrorCode] });
}

/** The codes of `extensions.code` (CONTRACT §21), as an enum programs can generate types from. */
const ErrorCode = new GraphQLEnumType({
  name: 'ErrorCode',
  description: 'Код ошибки в `extensions.code`; подробности — в `extensions.details`',
  values: Object.fromEntries(Object.entries(errorCodes).map(([code, description]) => [code, { description }])),
});

const errorsDescription = `Витрина: каталог, корзина, заказы, отзывы и управление магазином.

Каждая ошибка несёт \`extensions.code\` (enum ErrorCode): ${Object.keys(errorCodes).join(', ')}; \`extensions.details\` — подробности, \`extensions.status\` — статус HTTP, как в REST. Сообщение — по-русски и может меняться: программы различают ошибки по коду.`;

/** The schema as written to schema.graphql. */
export const schemaText = (schema: GraphQLSchema) => `${printSchema(schema)}\n`;

/** A list page in GraphQL: `rows` and the total `length`, as over REST. */
export function pageType<T extends object>(name: string, item: new () => T) {
  @ObjectType(`${name}List`, { description: `Страница списка: строки и общее количество` })
  class Page {
    @Field(() => [item])
    rows: T[];

    @Field(() => Int, { description: 'Сколько всего записей подходит под фильтры' })
    length: number;
  }
  return Page;
}

@ObjectType({ description: 'Сообщение для человека' })
export class Message {
  @Field()
  message: string;
}

@ObjectType('UserRef', { description: 'Кто: номер и email пользователя', simpleResolvers: true })
export class UserRef {
  @Field(() => Int)
  id: number;

  @Field()
  email: string;
}

@ObjectType({ description: 'Удалённая запись' })
export class Deleted {
  @Field(() => Int)
  id: number;
}

const invalidRequestCodes = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE']);

/** Same Russian messages as REST; `extensions` carry the code, the REST status and details. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code as string | undefined;
  if (!(original instanceof AppError) && original instanceof GraphQLError && code && invalidRequestCodes.has(code)) {
    return {
      message: statusMessages[400],
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'VALIDATION', status: 400, reason: russianReason(formatted.message) },
    };
  }
  const appError = toAppError(original);
  return {
    message: appError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: appError.code, status: appError.status, ...(appError.details === undefined ? {} : { details: appError.details }) },
  };
}

/** Logs the errors that are not the caller's fault, with the request id. */
export const logUnexpectedErrors: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const original = unwrapResolverError(error);
          const appError = original instanceof GraphQLError ? undefined : toAppError(original);
          if (appError && appError.status >= 500) contextValue.log.error({ err: appError.cause ?? original }, 'ошибка GraphQL');
        }
      },
    };
  },
};
