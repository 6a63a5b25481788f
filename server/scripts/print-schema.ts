import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../core/config.js';
import { buildGraphQLSchema, schemaText } from '../core/graphql.js';
import { noMail } from '../core/mail/mailer.js';
import { createModules } from '../modules/index.js';

/** Writes the GraphQL schema the code defines to schema.graphql; no database is needed. */
const schema = await buildGraphQLSchema(createModules(loadConfig({ DATA_DIR: '.data', JWT_ACCESS_SECRET: 'x', JWT_REFRESH_SECRET: 'x' }), noMail).resolvers);
writeFileSync('schema.graphql', schemaText(schema));
console.log('schema.graphql записан');
