import type { ApolloClient } from '@apollo/client';
import { downloadFile, fileDate } from '../../shared/http/download-file';
import { jsonBody, refusalMessage, signedInFetch } from '../../shared/http/signed-in-fetch';
import { productUrls } from './urls';

/** The type of the files the export gives and the import takes. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an accepted file changed. */
export interface ImportSummary {
  created: number;
  updated: number;
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

export type ImportOutcome = { summary: ImportSummary } | { refusal: ImportRefusal };

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

/**
 * Sends a spreadsheet to the import (`POST /api/products/import`, field `file`). A file the server
 * refuses (400, 413) answers its message and reasons, by row; other failures reject with a Russian message.
 */
export async function importProducts(client: ApolloClient, file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('file', file);
  const response = await signedInFetch(client, productUrls.importFile, { method: 'POST', body });
  const answer = await jsonBody(response);
  if (response.ok) return { summary: answer as ImportSummary };
  const message = refusalMessage(answer, 'Не удалось загрузить файл.');
  if (response.status === 400 || response.status === 413) return { refusal: { message, problems: problemsFrom(answer) } };
  throw new Error(message);
}

/** «Загружено из Excel: новых товаров — 2, изменённых — 3, вариантов — 10.» */
export const importNotice = ({ created, updated, variants }: ImportSummary) =>
  `Загружено из Excel: новых товаров — ${created}, изменённых — ${updated}, вариантов — ${variants}.`;
