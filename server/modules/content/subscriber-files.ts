import { excel } from '../../core/lazy-modules.js';
import { z } from 'zod';
import { CSV_BOM, csvLine } from '../../core/csv.js';
import type { ShopTime } from '../../core/shop-time.js';

export interface SubscriberRow {
  email: string;
  mailId: string;
  status: 'pending' | 'confirmed';
  createdAt: Date;
  confirmedAt: Date | null;
}

/** A subscriber's status as the files (and the back office) name it. */
const statusNames = { pending: 'Ждёт подтверждения', confirmed: 'Подтверждён' } as const;

const subscriberFormats = ['json', 'csv', 'xlsx'] as const;
type SubscriberFormat = (typeof subscriberFormats)[number];

export const subscriberFileQuery = z.object({ format: z.enum(subscriberFormats).default('json').describe('json, csv (для Excel) или xlsx') });

/** A subscriber list file: its name (the shop's day), its type and its bytes. */
export interface SubscriberFile {
  name: string;
  type: string;
  body: string | Buffer;
}

const headers = ['Email', 'Дата подписки', 'Статус'];

/**
 * The subscriber list as a file (CONTRACT §2: JSON; issue 14: CSV or Excel beside it). CSV and
 * Excel carry what a mailing tool imports — the address, when it subscribed, in shop time, and
 * whether it confirmed (CONTRACT §18: only confirmed addresses may be mailed) — not the secret
 * unsubscribe ids.
 */
export async function subscriberFile(rows: SubscriberRow[], format: SubscriberFormat, time: ShopTime): Promise<SubscriberFile> {
  const name = `subscribers-${time.dayOf(new Date())}.${format}`;
  if (format === 'json') return { name, type: 'application/json', body: JSON.stringify(rows, null, 2) };
  if (format === 'csv') {
    const lines = rows.map((row) => csvLine([row.email, time.dateTime(row.createdAt), statusNames[row.status]]));
    return { name, type: 'text/csv; charset=utf-8', body: CSV_BOM + csvLine(headers) + lines.join('') };
  }
  const book = new (await excel()).Workbook();
  const sheet = book.addWorksheet('Подписчики');
  sheet.columns = [
    { header: headers[0], key: 'email', width: 40 },
    { header: headers[1], key: 'subscribed', width: 20 },
    { header: headers[2], key: 'status', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow({ email: row.email, subscribed: time.dateTime(row.createdAt), status: statusNames[row.status] });
  return { name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: Buffer.from(await book.xlsx.writeBuffer()) };
}
