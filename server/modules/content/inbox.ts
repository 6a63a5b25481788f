import { z } from 'zod';
import type { Context } from '../../core/context.js';
import { notFound, refusal } from '../../core/errors.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import { letter } from '../../core/mail/letter.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { int, page, timestamp } from '../../core/outputs.js';
import { Conditions, isoTime } from '../../core/sql.js';
import { id, paging, parse, text } from '../../core/validation.js';
import { messageKinds, messageStatuses, type MessageKind, type MessageStatus } from './content.entities.js';

const kind = z.enum(messageKinds).meta({ id: 'MessageKind', description: 'help — вопрос в поддержку, callback — просьба перезвонить' });
const status = z.enum(messageStatuses).meta({ id: 'MessageStatus', description: 'new — новое, done — обработано' });

export const messageQuery = z.object({ kind: kind.optional(), status: status.optional(), ...paging }).describe('Сообщения покупателей: новые сверху');
export const messageStatusBody = z.object({ status }).describe('Новый статус сообщения');
export const messageReplyBody = z.object({ text: text().trim().min(1).max(5000).describe('Ответ покупателю') }).describe('Ответ на сообщение: уходит покупателю письмом');

const staffName = z.string().nullable().describe('Сотрудник: имя и фамилия, иначе почта; пусто, если его учётную запись удалили');

export const messageReplyOutput = z.object({ text: z.string(), author: staffName, createdAt: timestamp }).meta({ id: 'ShopMessageReply' });

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
    handledBy: staffName.describe('Кто отметил сообщение обработанным или ответил на него последним'),
    handledAt: timestamp.nullable().describe('Когда сообщение обработали; пусто у нового'),
    replies: z.array(messageReplyOutput).describe('Ответы письмом, старые сверху'),
  })
  .meta({ id: 'ShopMessage' });
export const messagePage = page(messageOutput);

export interface MessageReplyView {
  text: string;
  author: string | null;
  createdAt: string;
}

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
  handledBy: string | null;
  handledAt: string | null;
  replies: MessageReplyView[];
}

const nameOf = (userId: string) => `(SELECT coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) FROM users WHERE id = ${userId})`;
const replies = `coalesce((SELECT json_agg(json_build_object('text', r.text, 'author', ${nameOf('r.author_id')}, 'createdAt', ${isoTime('r.created_at')}) ORDER BY r.id)
  FROM shop_message_reply r WHERE r.message_id = m.id), '[]') AS replies`;
const columns = `m.id, m.kind, m.status, m.name, m.email, m.phone, m.text, m.user_id AS "userId", ${isoTime('m.created_at')} AS "createdAt",
  ${nameOf('m.handled_by_id')} AS "handledBy", ${isoTime('m.handled_at')} AS "handledAt", ${replies}`;

/**
 * The staff's inbox (CONTRACT §13): help-desk messages and call-back requests as shoppers sent them,
 * newest first, each new until someone handles it — by marking it or by answering it by letter —
 * and showing who did and when.
 */
export class InboxService {
  constructor(private readonly mailer: MailQueue) {}

  async list(ctx: Context, input: unknown): Promise<Page<MessageView>> {
    const { kind: kindFilter, status: statusFilter, limit, offset } = parse(messageQuery, withoutBlanks(input));
    const where = new Conditions();
    if (kindFilter) where.add('m.kind = ?', kindFilter);
    if (statusFilter) where.add('m.status = ?', statusFilter);
    const rows = await ctx.em.execute<(MessageView & { length: number })[]>(
      `SELECT ${columns}, count(*) OVER ()::int AS length FROM shop_message m ${where.where} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      [...where.values, limit, offset],
    );
    const length = rows[0]?.length ?? (offset ? (await ctx.em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM shop_message m ${where.where}`, where.values))[0].n : 0);
    return { rows: rows.map(({ length: _length, ...row }) => row), length };
  }

  async setStatus(ctx: Context, messageId: unknown, input: unknown): Promise<MessageView> {
    const key = parse(id, messageId);
    const { status: next } = parse(messageStatusBody, input);
    const handler = next === 'done' ? (ctx.actor?.id ?? null) : null;
    const [updated] = await ctx.em.execute<{ id: number }[]>(
      `UPDATE shop_message SET status = ?, handled_by_id = ?, handled_at = CASE WHEN ? THEN now() END, updated_at = now() WHERE id = ? RETURNING id`,
      [next, handler, next === 'done', key],
    );
    if (!updated) throw notFound();
    return this.one(ctx, key);
  }

  /** Sends the shopper a letter with the answer and the question, keeps the answer, and marks the message handled — all or nothing. */
  async reply(ctx: Context, messageId: unknown, input: unknown): Promise<MessageView> {
    const key = parse(id, messageId);
    const { text: answer } = parse(messageReplyBody, input);
    await ctx.em.transactional(async (em) => {
      const [message] = await em.execute<{ name: string; email: string | null; text: string | null }[]>(`SELECT name, email, text FROM shop_message WHERE id = ? FOR UPDATE`, [key]);
      if (!message) throw notFound();
      if (!message.email) throw refusal(409, 'NO_EMAIL', 'Покупатель не оставил почту — ответьте ему по телефону.');
      const author = ctx.actor?.id ?? null;
      await em.execute(`INSERT INTO shop_message_reply (message_id, author_id, text) VALUES (?, ?, ?)`, [key, author, answer]);
      await em.execute(`UPDATE shop_message SET status = 'done', handled_by_id = ?, handled_at = now(), updated_at = now() WHERE id = ?`, [author, key]);
      await this.mailer.queue(
        em,
        letter(message.email, {
          subject: 'Ответ на ваше сообщение — {shop}',
          greeting: `Здравствуйте, ${message.name}!`,
          paragraphs: answer.split(/\n\s*\n/),
          facts: message.text ? [['Вы писали', message.text]] : [],
        }),
      );
    });
    void this.mailer.deliver();
    return this.one(ctx, key);
  }

  private async one(ctx: Context, key: number): Promise<MessageView> {
    const [row] = await ctx.em.execute<MessageView[]>(`SELECT ${columns} FROM shop_message m WHERE m.id = ?`, [key]);
    if (!row) throw notFound();
    return row;
  }
}
