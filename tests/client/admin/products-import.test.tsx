import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_TOKENS } from '../support/render';
import { server } from '../support/server';
import { productRow, serveProductChoices, serveProducts } from './product-fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const spreadsheet = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'товары.xlsx', { type: XLSX });

/** One product whose variant PM-S goes from 4 990 ₽ to 5 290 ₽. */
const priceChange = {
  row: 2,
  url: 'midi-dress',
  name: 'Платье миди',
  action: 'update',
  fields: {},
  variants: [{ sku: 'PM-S', action: 'update', fields: { price: [4990, 5290] } }],
};

const preview = { dryRun: true, created: 0, updated: 1, unchanged: 203, changes: [priceChange] };
const result = { created: 0, updated: 1, unchanged: 203, variants: 1, changes: [priceChange] };

interface Sent {
  dryRun: string | null;
  accept: string | null;
  authorization: string | null;
  fields: string[];
}

/** A stream of newline-delimited JSON whose lines after `held` wait until `release()`. */
function heldStream(lines: object[], held: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, line] of lines.entries()) {
        if (index === held) await released;
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      }
      controller.close();
    },
  });
  return { body, release };
}

/** The import as the server answers it: `dryRun` as JSON, the real one as `write` gives it. */
function serveImport(dryRun: () => Response, write: () => Response = () => HttpResponse.json(result)) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/api/products/import', async ({ request }) => {
      const query = new URL(request.url).searchParams.get('dryRun');
      sent.push({ dryRun: query, accept: request.headers.get('accept'), authorization: request.headers.get('authorization'), fields: [...(await request.formData()).keys()] });
      return query === 'true' ? dryRun() : write();
    }),
  );
  return sent;
}

const chooseFile = async (user: ReturnType<typeof renderApp>['user']) => {
  await screen.findByRole('table', { name: 'Товары' });
  await user.upload(screen.getByLabelText('Файл Excel с товарами'), spreadsheet());
  return screen.findByRole('dialog', { name: 'Загрузка из Excel' });
};

describe('admin products import from Excel', () => {
  it('shows what a chosen file would change before writing anything: the counts and the one changed price of its variant', async () => {
    serveProductChoices();
    const requests = serveProducts([productRow(21, 'Платье миди')]);
    const sent = serveImport(() => HttpResponse.json(preview));
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await chooseFile(user);

    expect(within(dialog).getByText('Будет создано: 0, изменено: 1, без изменений: 203')).toBeTruthy();
    const rows = within(within(dialog).getByRole('table', { name: 'Изменения из файла' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Платье миди')).toBeTruthy();
    expect(within(rows[2]).getByText('Вариант PM-S')).toBeTruthy();
    expect(within(rows[2]).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual(['Цена: 4 990 ₽ → 5 290 ₽']);
    expect(sent).toEqual([{ dryRun: 'true', accept: null, authorization: `Bearer ${TEST_TOKENS.accessToken}`, fields: ['file'] }]);

    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('applies the changes with «Применить изменения», showing «Записано k из n» as they are written, then says what was done and reloads the list', async () => {
    serveProductChoices();
    const requests = serveProducts([productRow(21, 'Платье миди')]);
    const stream = heldStream([{ stage: 'checking' }, { stage: 'writing', done: 0, total: 1 }, { stage: 'writing', done: 1, total: 1 }, { result }], 2);
    const sent = serveImport(
      () => HttpResponse.json(preview),
      () => new HttpResponse(stream.body, { headers: { 'content-type': 'application/x-ndjson' } }),
    );
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await chooseFile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Применить изменения' }));

    expect(await within(dialog).findByText('Записано 0 из 1')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    stream.release();

    expect(await screen.findByText('Импорт завершён: создано 0, изменено 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(sent.map(({ dryRun, accept }) => [dryRun, accept])).toEqual([
      ['true', null],
      [null, 'application/x-ndjson'],
    ]);
  });

  it('renews an expired sign-in before writing, as every signed-in call does', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди')]);
    const refreshedWith: unknown[] = [];
    server.use(
      graphql.mutation('RefreshToken', ({ variables }) => {
        refreshedWith.push(variables.token);
        return HttpResponse.json({ data: { refreshToken: { __typename: 'TokenPair', accessToken: 'access-token-2', refreshToken: 'refresh-token-2' } } });
      }),
    );
    const sent = serveImport(
      () => HttpResponse.json(preview),
      () => (sent.at(-1)!.authorization === 'Bearer access-token-2' ? new HttpResponse(`${JSON.stringify({ result })}\n`, { headers: { 'content-type': 'application/x-ndjson' } }) : HttpResponse.json({ statusCode: 401, message: 'Вы не авторизованы.' }, { status: 401 })),
    );
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await chooseFile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Применить изменения' }));

    expect(await screen.findByText('Импорт завершён: создано 0, изменено 1')).toBeTruthy();
    expect(refreshedWith).toEqual([TEST_TOKENS.refreshToken]);
    expect(sent.map((request) => request.authorization)).toEqual([`Bearer ${TEST_TOKENS.accessToken}`, `Bearer ${TEST_TOKENS.accessToken}`, 'Bearer access-token-2']);
  });

  it('says «Изменений нет» for a file that matches the catalogue, and offers nothing to apply', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди')]);
    const sent = serveImport(() => HttpResponse.json({ dryRun: true, created: 0, updated: 0, unchanged: 204, changes: [] }));
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await chooseFile(user);

    expect(within(dialog).getByText('Будет создано: 0, изменено: 0, без изменений: 204')).toBeTruthy();
    expect(within(dialog).getByText('Изменений нет — файл совпадает с каталогом.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Применить изменения' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
  });

  it('lists a refused file one line per bad cell, by row, whether refused on checking or on writing', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди')]);
    const refusal = {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'В файле ошибки (2), ничего не изменено.',
      details: [
        { row: 2, message: 'Неизвестная категория «no-such-category»' },
        { row: 4, message: '«Цена, ₽»: «дорого» не число' },
      ],
    };
    serveImport(() => HttpResponse.json(refusal, { status: 400 }));
    const { user } = renderApp('/admin/products', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    await user.upload(screen.getByLabelText('Файл Excel с товарами'), spreadsheet());

    const report = await screen.findByRole('alert', { name: 'Ошибки в файле' });
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Строка 2: Неизвестная категория «no-such-category»', 'Строка 4: «Цена, ₽»: «дорого» не число']);
    expect(screen.queryByRole('dialog')).toBeNull();

    const written = { statusCode: 400, code: 'VALIDATION', message: 'В файле ошибки (1), ничего не изменено.', details: [{ row: 7, message: 'Такой артикул уже есть' }] };
    serveImport(
      () => HttpResponse.json(preview),
      () => new HttpResponse(`${JSON.stringify({ stage: 'checking' })}\n${JSON.stringify({ error: written })}\n`, { headers: { 'content-type': 'application/x-ndjson' } }),
    );
    await user.click(within(report).getByRole('button', { name: 'Скрыть ошибки файла' }));
    const dialog = await chooseFile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Применить изменения' }));

    const again = await screen.findByRole('alert', { name: 'Ошибки в файле' });
    expect(within(again).getByText('В файле ошибки (1), ничего не изменено.')).toBeTruthy();
    expect(within(again).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Строка 7: Такой артикул уже есть']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
