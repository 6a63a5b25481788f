import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import type { Route } from './rest.js';
import { permissions } from './permissions.js';

const error = z
  .object({
    statusCode: z.number().int(),
    message: z.string().describe('Сообщение на русском языке'),
    details: z.unknown().optional().describe('Подробности: ошибки полей или ссылки на запись'),
  })
  .meta({ id: 'Error' });

/** Every path parameter is required (OpenAPI 3); zod reads a preprocessed id as optional input, so say it outright. */
function pathParams(params: z.ZodObject): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(params.shape).map(([name, schema]) => [name, schema.meta({ param: { required: true } })])));
}

function who(route: Route): string {
  const rule = permissions[route.operation];
  if (rule === 'anyone') return 'Доступно всем.';
  if (rule === 'signedIn') return 'Нужен вход.';
  return `Роли: ${rule.join(', ')}.`;
}

/** The OpenAPI 3.1 document of the REST API, made from the same zod schemas that validate requests. */
export function openApiDocument(routes: readonly Route[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const success = String(route.status ?? (route.method === 'post' ? 201 : 200));
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      tags: [route.tag],
      summary: route.summary,
      description: `${who(route)} Операция: \`${route.operation}\`.`,
      security: permissions[route.operation] === 'anyone' ? [] : [{ bearer: [] }],
      requestParams: { ...(route.params ? { path: pathParams(route.params) } : {}), ...(route.query ? { query: route.query } : {}) },
      ...(route.body ? { requestBody: { content: { 'application/json': { schema: route.body } } } } : {}),
      responses: {
        [success]: { description: 'Успешно' },
        '400': { description: 'Отправлены неверные данные.', content: { 'application/json': { schema: error } } },
        '401': { description: 'Вы не авторизованы.', content: { 'application/json': { schema: error } } },
        '403': { description: 'У Вас недостаточно прав.', content: { 'application/json': { schema: error } } },
        '404': { description: 'Запрашиваемые данные не найдены.', content: { 'application/json': { schema: error } } },
        '409': { description: 'Такая запись уже существует или используется.', content: { 'application/json': { schema: error } } },
      },
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Витрина — REST API', version: '1.0.0', description: 'Все пути относительно /api. Ошибки: {statusCode, message, details}.' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
