import { readFileSync } from 'node:fs';
import { buildSchema, execute, isEnumType, parse, type GraphQLError } from 'graphql';
import type { SetupServer } from 'msw/node';

/**
 * Every GraphQL answer a test's handler makes up is checked against `schema.graphql`: its data
 * executed against the operation (a field the schema lacks, a wrong type, a null where the schema
 * promises a value or an enum value it does not know is a problem), and an error's code against
 * the `ErrorCode` enum. A schema change then fails the tests whose answers it made wrong.
 */
const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const errorCode = schema.getType('ErrorCode');
const codes = new Set(isEnumType(errorCode) ? errorCode.getValues().map((value) => value.name) : []);

export const mockedAnswerProblems: string[] = [];

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
}

export function checkMockedAnswers(server: SetupServer): void {
  server.events.on('response:mocked', async ({ request, response }) => {
    if (!new URL(request.url).pathname.endsWith('/graphql') || !response.headers.get('content-type')?.includes('json')) return;
    const sent = (await request.clone().json().catch(() => undefined)) as { query?: string; variables?: Record<string, unknown>; operationName?: string } | undefined;
    const answer = (await response.clone().json().catch(() => undefined)) as Answer | undefined;
    if (!sent?.query || !answer) return;
    const name = sent.operationName ?? '(unnamed)';
    for (const error of answer.errors ?? []) {
      const code = error.extensions?.code;
      if (code !== undefined && !codes.has(code)) mockedAnswerProblems.push(`${name}: the error code ${code} is not in ErrorCode`);
    }
    if (!answer.data) return;
    // Each value is read under the key the answer has it, its alias if it has one.
    const fieldResolver = (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { path: { key: string | number } }) => source?.[info.path.key];
    const result = await execute({ schema, document: parse(sent.query), rootValue: answer.data, variableValues: sent.variables, operationName: sent.operationName, fieldResolver });
    for (const error of (result.errors ?? []) as GraphQLError[]) mockedAnswerProblems.push(`${name}: ${error.message}${error.path ? ` at ${error.path.join('.')}` : ''}`);
  });
}
