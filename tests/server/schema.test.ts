import { readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config.js';
import { buildGraphQLSchema, schemaText, undeclaredOperations } from '../../server/core/graphql.js';
import { createModules } from '../../server/modules/index.js';
import { noMail } from '../../server/core/mail/mailer.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphQLSchema(createModules(loadConfig({ DATA_DIR: '/tmp/vitrina-test-data', JWT_ACCESS_SECRET: 'a', JWT_REFRESH_SECRET: 'b' }), noMail).resolvers);
});

describe('the GraphQL schema', () => {
  it('has no query or mutation without a permission declaration', () => {
    expect(undeclaredOperations(schema)).toEqual([]);
  });

  it('is the one committed in schema.graphql', () => {
    expect(schemaText(schema), 'schema.graphql is out of date: run `npm run schema`').toBe(readFileSync('schema.graphql', 'utf8'));
  });
});
