import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { AppError, toAppError } from '../../core/errors.js';
import { readMultipart } from '../../core/multipart.js';
import { deleted, page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { flag, id, parse } from '../../core/validation.js';
import { bulkOutput, correctionOutput, facetsOutput, importOutput, priceRangeOutput, productOutput, suggestionsOutput, variantOutput } from './catalogue.outputs.js';
import { productBulkBody, variantPatchBody } from './product-bulk.inputs.js';
import { facetQuery, priceRangeQuery, productBody, productQuery, suggestQuery } from './product.inputs.js';
import { MAX_IMPORT_BYTES, XLSX_TYPE } from './product-spreadsheet-format.js';
import type { ProductSpreadsheet } from './product-spreadsheet.js';
import type { ProductService } from './product.service.js';

/** Reads the multipart field `file` (one .xlsx up to 10 МБ) into memory. */
const receive = multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 10 } }).single('file');

async function readSpreadsheet(req: Request, res: Response): Promise<Buffer | undefined> {
  await readMultipart(receive, req, res, 'file', 'Ожидается multipart/form-data с одним файлом в поле file', (error) =>
    error.code === 'LIMIT_FILE_SIZE' ? new AppError(413, 'Файл больше 10 МБ не принимается.', { file: 'Не больше 10 МБ' }) : undefined,
  );
  return req.file?.buffer;
}

const importQuery = z.object({ dryRun: flag.optional().describe('true — только проверить файл и показать изменения, ничего не записывая') });

/** How many products written between two progress lines; a small file shows each one. */
const PROGRESS_STEP = 20;

/**
 * Answers as newline-delimited JSON: the lines `run` sends as it goes, then `{ result }`, or
 * `{ error }` shaped as the JSON error answer (the error still goes on to be logged).
 */
async function streamLines(res: Response, run: (send: (line: object) => void) => Promise<unknown>): Promise<void> {
  res.status(200);
  // `no-transform` keeps compression and proxies from holding lines back.
  res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  const send = (line: object) => res.write(`${JSON.stringify(line)}\n`);
  try {
    send({ result: await run(send) });
    res.end();
  } catch (error) {
    res.end(`${JSON.stringify({ error: toAppError(error).toJSON() })}\n`);
    throw error;
  }
}

/** `/products` of SPEC §7; the fixed paths come before `/products/{productId}`. */
export function productRoutes(products: ProductService, spreadsheet: ProductSpreadsheet): Route[] {
  const tag = 'Product';
  const params = z.object({ productId: id });
  return [
    { method: 'get', path: '/products', tag, operation: 'product.list', summary: 'Каталог: фильтры, поиск, сортировка, страницы', query: productQuery, response: page(productOutput), handle: (ctx, req) => products.list(ctx, req.query) },
    {
      method: 'get',
      path: '/products/facets',
      tag,
      operation: 'product.list',
      summary: 'Фильтры выборки со счётчиками: бренды, цвета, размеры, теги (каждый — по всем остальным фильтрам), цены, в наличии',
      query: facetQuery,
      response: facetsOutput,
      handle: (ctx, req) => products.facets(ctx, req.query),
    },
    {
      method: 'get',
      path: '/search/suggest',
      tag,
      operation: 'search.suggest',
      summary: 'Подсказки поиска: до 6 товаров, 3 категорий и 3 брендов (от 2 знаков)',
      query: suggestQuery,
      response: suggestionsOutput,
      handle: (ctx, req) => products.suggest(ctx, req.query),
    },
    {
      method: 'get',
      path: '/search/correction',
      tag,
      operation: 'search.suggest',
      summary: '«Возможно, вы искали»: текст поиска с исправленными опечатками (null, если исправлять нечего)',
      query: suggestQuery,
      response: correctionOutput,
      handle: (ctx, req) => products.correction(ctx, req.query),
    },
    { method: 'get', path: '/products/priceRange', tag, operation: 'product.list', summary: 'Самая низкая и самая высокая цена в выборке', query: priceRangeQuery, response: priceRangeOutput, handle: (ctx, req) => products.priceRange(ctx, req.query) },
    {
      method: 'get',
      path: '/products/by-url/{url}',
      tag,
      operation: 'product.get',
      summary: 'Товар по адресу',
      params: z.object({ url: z.string().max(200) }),
      response: productOutput,
      handle: (ctx, req) => products.byUrl(ctx, String(req.params.url)),
    },
    {
      method: 'get',
      path: '/products/export',
      tag,
      operation: 'product.export',
      summary: 'Выгрузить товары в таблицу .xlsx (до 10 000 товаров, строка на вариант)',
      file: [XLSX_TYPE],
      handle: async (ctx, _req, res) => {
        await spreadsheet.export(ctx, res);
      },
    },
    {
      method: 'post',
      path: '/products/import',
      tag,
      operation: 'product.import',
      status: 200,
      summary:
        'Загрузить товары из таблицы .xlsx (multipart, поле file, до 10 МБ): всё или ничего, записываются только изменившиеся товары; changes — что меняется; ошибки — details: [{ row, message }]. dryRun=true — только проверить и показать изменения. Accept: application/x-ndjson — ход записи строками JSON',
      query: importQuery,
      response: importOutput,
      handle: async (ctx, req, res) => {
        const { dryRun } = parse(importQuery, req.query);
        const bytes = await readSpreadsheet(req, res);
        if (!/\bapplication\/x-ndjson\b/i.test(req.get('accept') ?? '')) return spreadsheet.import(ctx, bytes, { dryRun });
        await streamLines(res, (send) => {
          send({ stage: 'checking' });
          const onProgress = (done: number, total: number) => {
            if (done === 0 || done === total || total <= 2 * PROGRESS_STEP || done % PROGRESS_STEP === 0) send({ stage: 'writing', done, total });
          };
          return spreadsheet.import(ctx, bytes, { dryRun, onProgress });
        });
      },
    },
    {
      method: 'post',
      path: '/products/bulk',
      tag,
      operation: 'product.bulk',
      status: 200,
      summary: 'Скрыть, показать, удалить или перенести в категорию несколько товаров (до 1000): done — изменённые, failed — [{ id, message }]',
      body: productBulkBody,
      response: bulkOutput,
      handle: (ctx, req) => products.bulk(ctx, req.body),
    },
    {
      method: 'patch',
      path: '/product-variants/{variantId}',
      tag,
      operation: 'productVariant.update',
      summary: 'Изменить остаток и цены одного варианта; цена и наличие товара пересчитываются',
      params: z.object({ variantId: id }),
      body: variantPatchBody,
      response: variantOutput,
      handle: (ctx, req) => products.updateVariant(ctx, req.params.variantId, req.body),
    },
    { method: 'post', path: '/products', tag, operation: 'product.create', summary: 'Создать товар с вариантами', body: productBody, response: productOutput, handle: (ctx, req) => products.create(ctx, req.body) },
    { method: 'get', path: '/products/{productId}', tag, operation: 'product.get', summary: 'Товар по id', params, response: productOutput, handle: (ctx, req) => products.get(ctx, req.params.productId) },
    {
      method: 'put',
      path: '/products/{productId}',
      tag,
      operation: 'product.update',
      summary: 'Изменить товар; productVariants — весь новый список',
      params,
      body: productBody.partial(),
      response: productOutput,
      handle: (ctx, req) => products.update(ctx, req.params.productId, req.body),
    },
    { method: 'delete', path: '/products/{productId}', tag, operation: 'product.delete', summary: 'Удалить товар', params, response: deleted, handle: (ctx, req) => products.remove(ctx, req.params.productId) },
  ];
}
