import { z } from 'zod';
import type { Context } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import { int, page, timestamp } from '../../core/outputs.js';
import { Conditions, isoTime } from '../../core/sql.js';
import { id, paging, parse } from '../../core/validation.js';
import { messageKinds, messageStatuses, type MessageKind, type MessageStatus } from './content.entities.js';

const kind = z.enum(messageKinds).meta({ id: 'MessageKind', description: 'help — вопрос в поддержку, callback — просьба перезвонить' });
const status = z.enum(messageStatuses).meta({ id: 'MessageStatus', description: 'new — новое, done — обработано' });

export const messageQuery = z.object({ kind: kind.optional(), status: status.optional(), ...paging }).describe('Сообщения покупателей: новые сверху');
export const messageStatusBody = z.object({ status }).describe('Новый статус сообщения');

export const messageOutput = z
  .object({
    id: int,
    kind,
    status,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    text: z.string().nullable().describe('Текст вопроса; у просьбы перезвонить пусто'),
    userId: int.nullable().describe('Покупатель, если он вошёл'),
    createdAt: timestamp,
  })
  .meta({ id: 'ShopMessage' });
export const messagePage = page(messageOutput);

export interface MessageView {
  id: number;
  kind: MessageKind;
  status: MessageStatus;
  name: string;
  email: string | null;
  phone: string;
  text: string | null;
  userId: number | null;
  createdAt: string;
}

const columns = `id, kind, status, name, email, phone, text, user_id AS "userId", ${isoTime('created_at')} AS "createdAt"`;

/**
 * The staff's inbox (CONTRACT §13): help-desk messages and call-back requests as shoppers sent them,
 * newest first, each new until someone handles it.
 */
export class InboxService {
  async list(ctx: Context, input: unknown): Promise<Page<MessageView>> {
    const { kind: kindFilter, status: statusFilter, limit, offset } = parse(messageQuery, withoutBlanks(input));
    const where = new Conditions();
    if (kindFilter) where.add('kind = ?', kindFilter);
    if (statusFilter) where.add('status = ?', statusFilter);
    const rows = await ctx.em.execute<(MessageView & { length: number })[]>(
      `SELECT ${columns}, count(*) OVER ()::int AS length FROM shop_message ${where.where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...where.values, limit, offset],
    );
    const length = rows[0]?.length ?? (offset ? (await ctx.em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM shop_message ${where.where}`, where.values))[0].n : 0);
    return { rows: rows.map(({ length: _length, ...row }) => row), length };
  }

  async setStatus(ctx: Context, messageId: unknown, input: unknown): Promise<MessageView> {
    const key = parse(id, messageId);
    const { status: next } = parse(messageStatusBody, input);
    const [row] = await ctx.em.transactional((em) => em.execute<MessageView[]>(`UPDATE shop_message SET status = ?, updated_at = now() WHERE id = ? RETURNING ${columns}`, [next, key]));
    if (!row) throw notFound();
    return row;
  }
}
