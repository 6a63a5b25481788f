import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, fieldErrors } from '../../../client/src/shared/errors/error-message';

const graphQLErrors = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('errorMessage', () => {
  it("shows the server's Russian message of a GraphQL error", () => {
    const error = graphQLErrors('Удалить невозможно, В файле есть дополнительные данные', { code: 'IN_USE', status: 409 });
    expect(errorMessage(error)).toBe('Удалить невозможно, В файле есть дополнительные данные');
    expect(errorStatus(error)).toBe(409);
  });

  it('says the server is unreachable when the request never got an answer', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Запрашиваемый сервер недоступен.');
  });

  it("maps an HTTP failure without a GraphQL body to the status's message", () => {
    const error = new ServerError('Bad Gateway', { response: new Response('<html></html>', { status: 502 }), bodyText: '<html></html>' });
    expect(errorMessage(error)).toBe('Запрашиваемый сервер недоступен.');
    expect(errorStatus(error)).toBe(502);
  });

  it("falls back to 'Ошибка сервера.' for anything else", () => {
    expect(errorMessage(new Error('boom'))).toBe('Ошибка сервера.');
    expect(errorMessage(undefined)).toBe('Ошибка сервера.');
  });
});

describe('fieldErrors', () => {
  it('reads the Russian reason of each field from extensions.details, nested keys on their field', () => {
    const error = graphQLErrors('Отправлены неверные данные.', {
      code: 'VALIDATION',
      status: 400,
      details: { url: 'Допустимы латинские буквы, цифры и дефисы между ними', 'parameters.1': 'Заполните поле' },
    });
    expect(fieldErrors(error)).toEqual({ url: 'Допустимы латинские буквы, цифры и дефисы между ними', parameters: 'Заполните поле' });
  });

  it('is empty when the error names no field', () => {
    expect(fieldErrors(graphQLErrors('Ошибка сервера.', { code: 'INTERNAL_SERVER_ERROR', status: 500 }))).toEqual({});
  });
});
