import type { ApolloClient } from '@apollo/client';
import { downloadFile, fileDate } from '../../shared/http/download-file';
import { jsonBody, refusalCode, refusalMessage, signedInFetch } from '../../shared/http/signed-in-fetch';
import { productUrls } from './urls';

/** The type of the files the export gives and the import takes. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each changed field (named as the API names it): its value before and after, readable (names, not ids). */
export type FieldChanges = Record<string, [unknown, unknown]>;

export interface VariantChange {
  sku: string;
  action: 'create' | 'update' | 'delete';
  fields: FieldChanges;
}

/** A product the file creates or changes; `row` is its first row in the file. */
export interface ProductChange {
  row: number;
  url: string;
  name: string;
  action: 'create' | 'update';
  fields: FieldChanges;
  variants: VariantChange[];
}

/** What a file would change (`?dryRun=true`): nothing is written yet. */
export interface ImportPreview {
  created: number;
  updated: number;
  unchanged: number;
  changes: ProductChange[];
}

/** What an accepted file changed: `variants` counts the variants created or changed. */
export interface ImportSummary extends ImportPreview {
  variants: number;
}

/** A reason the server refused a file: `row` is the spreadsheet's row number when it names one. */
export interface ImportProblem {
  row?: number;
  message: string;
}

/** A file the server refused as a whole: nothing was changed. */
export interface ImportRefusal {
  message: string;
  problems: ImportProblem[];
}

export type Refused = { refusal: ImportRefusal };

/** The written products so far, of those that change. */
export type ImportProgress = (done: number, total: number) => void;

/** Saves the catalogue as `products-ГГГГ-ММ-ДД.xlsx` (staff only). Rejects with a Russian message. */
export function exportProducts(client: ApolloClient): Promise<void> {
  return downloadFile(client, productUrls.exportFile, { fallbackName: `products-${fileDate()}.xlsx`, failedMessage: 'Не удалось выгрузить товары.' });
}

/** `details` of a refused file: `[{ row, message }]` for bad rows, `{ file: «…» }` for a file that is not a spreadsheet. */
function problemsFrom(body: unknown): ImportProblem[] {
  const details = (body as { details?: unknown } | undefined)?.details;
  if (Array.isArray(details)) return details.map((detail: { row?: unknown; message?: unknown }) => ({ row: typeof detail.row === 'number' ? detail.row : undefined, message: String(detail.message ?? '') }));
  if (details && typeof details === 'object') return Object.values(details).map((message) => ({ message: String(message) }));
  return [];
}

/** A file the server refuses (bad rows, too large) is its message and reasons, by row; any other failure rejects with a Russian message. */
function refused(answer: unknown): Refused {
  const message = refusalMessage(answer, 'Не удалось загрузить файл.');
  const code = refusalCode(answer);
  if (code === 'VALIDATION' || code === 'TOO_LARGE') return { refusal: { message, problems: problemsFrom(answer) } };
  throw new Error(message);
}

const fileForm = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** Checks a spreadsheet without writing anything (`POST /api/products/import?dryRun=true`): what it would change. */
export async function previewImport(client: ApolloClient, file: File): Promise<{ preview: ImportPreview } | Refused> {
  const response = await signedInFetch(client, `${productUrls.importFile}?dryRun=true`, { method: 'POST', body: fileForm(file) });
  const answer = await jsonBody(response);
  return response.ok ? { preview: answer as ImportPreview } : refused(answer);
}

const NDJSON = 'application/x-ndjson';

/** The JSON values of a newline-delimited JSON body, as they arrive. */
async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = done ? '' : lines.pop()!;
    for (const line of lines) if (line.trim()) yield JSON.parse(line);
    if (done) return;
  }
}

type ImportLine = { stage: 'checking' } | { stage: 'writing'; done: number; total: number } | { result: ImportSummary } | { error: { statusCode: number; code: string } };

/**
 * Writes a spreadsheet (`POST /api/products/import`, all or nothing), following its progress line
 * by line. A refused file answers its reasons, by row; other failures reject with a Russian message.
 */
export async function importProducts(client: ApolloClient, file: File, onProgress: ImportProgress): Promise<{ summary: ImportSummary } | Refused> {
  const response = await signedInFetch(client, productUrls.importFile, { method: 'POST', body: fileForm(file), headers: { accept: NDJSON } });
  if (!response.ok || !response.body) return refused(await jsonBody(response));
  for await (const line of jsonLines(response.body) as AsyncGenerator<ImportLine>) {
    if ('result' in line) return { summary: line.result };
    if ('error' in line) return refused(line.error);
    if (line.stage === 'writing') onProgress(line.done, line.total);
  }
  throw new Error('Связь с сервером оборвалась до конца загрузки. Обновите список и проверьте, записаны ли изменения.');
}

/** «Импорт завершён: создано 2, изменено 3» */
export const importNotice = ({ created, updated }: ImportSummary) => `Импорт завершён: создано ${created}, изменено ${updated}`;
