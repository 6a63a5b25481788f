import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import type { Route } from './rest.js';
import { errorCodes, type ErrorCode } from './errors.js';
import { permissions } from './permissions.js';

const error = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]).describe(`Код ошибки для программ (сообщение может меняться):\n${Object.entries(errorCodes).map(([code, meaning]) => `- ${code}: ${meaning}`).join('\n')}`),
    message: z.string().describe('Сообщение на русском языке'),
    details: z.unknown().optional().describe('Подробности: ошибки полей или ссылки на запись'),
  })
  .meta({ id: 'Error' });

const file = z.string().meta({ format: 'binary', description: 'Файл' });

const failure = (id: string, description: string) => ({ id, description, content: { 'application/json': { schema: error } } });

/** The error answers every call may give, declared once as components. */
const errors = {
  '400': failure('BadInput', 'Отправлены неверные данные.'),
  '401': failure('Unauthorized', 'Вы не авторизованы.'),
  '403': failure('Forbidden', 'У Вас недостаточно прав.'),
  '404': failure('NotFound', 'Запрашиваемые данные не найдены.'),
  '409': failure('Conflict', 'Такая запись уже существует или используется.'),
  '429': failure('TooManyRequests', 'Слишком много запросов с этого IP. Повторите попытку чуть позже.'),
  '5XX': failure('Unavailable', 'Услуга недоступна.'),
};

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
        [success]: {
          description: 'Успешно',
          content: route.file ? Object.fromEntries(route.file.map((type) => [type, { schema: file }])) : { 'application/json': { schema: route.response } },
        },
        ...errors,
      },
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Витрина — REST API', version: '1.0.0', description: 'Все пути относительно /api. Ошибки: {statusCode, code, message, details}.' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
