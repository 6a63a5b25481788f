import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { letter, type Draft, type LetterContent } from '../../core/mail/letter.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { contains, findPage, withoutBlanks, type Page } from '../../core/list.js';
import type { ShopTime } from '../../core/shop-time.js';
import { parse } from '../../core/validation.js';
import type { ConsentService } from '../identity/consent.service.js';
import { Subscriber } from './content.entities.js';
import { confirmBody, mailId, subscribeBody, subscriberQuery } from './content.inputs.js';
import { subscriberFile, subscriberFileQuery, type SubscriberFile, type SubscriberRow } from './subscriber-files.js';

/** How long the link of a letter «Подтвердите подписку» works; an unconfirmed request is forgotten after it. */
export const CONFIRMATION_DAYS = 7;
/** An address gets at most one letter «Подтвердите подписку» in this many hours, however often it is subscribed. */
export const CONFIRMATION_EVERY_HOURS = 24;

/** The Russian refusal of a link that is unknown, used already or expired. */
export const INVALID_CONFIRMATION = 'Ссылка для подтверждения подписки недействительна: она устарела или уже использована.';

/** The answer to a request to subscribe, whatever the address's state (CONTRACT §18). */
export interface SubscriptionRequest {
  email: string;
  status: 'pending';
}

export interface SubscriptionConfirmed {
  email: string;
  status: 'confirmed';
  message: string;
}

/**
 * Another confirmation that shares the link `PUBLIC_URL/subscribe/{token}` and
 * `POST /api/subscribes/confirm` (CONTRACT §18: a back-in-stock address is confirmed the same way):
 * it confirms its own tokens and answers null for any other.
 */
export type OtherConfirmation = (ctx: Context, token: string) => Promise<SubscriptionConfirmed | null>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The mailing list (CONTRACT §13, §18): a request to subscribe mails one letter «Подтвердите
 * подписку» a day at most; its link confirms the address, and only then does the welcome letter go
 * and campaigns reach it. Unsubscribing by the secret `mailId`; the list and its files for staff.
 */
export class SubscriberService {
  private readonly others: OtherConfirmation[] = [];

  constructor(
    private readonly mailer: MailQueue,
    private readonly consents: ConsentService,
    private readonly publicUrl: string,
    private readonly time: ShopTime,
  ) {}

  /**
   * Asks to subscribe an address. A new address, or one whose last letter is more than a day old and
   * still unconfirmed, gets the letter «Подтвердите подписку» with a new link; any other request
   * (the 2nd to the 30th within the day, an address already confirmed) changes and sends nothing.
   * The answer is the same in every case, so it tells nobody whether an address is subscribed.
   * Concurrent requests for one address meet on its unique key: exactly one of them sends.
   */
  async subscribe(ctx: Context, input: unknown): Promise<SubscriptionRequest> {
    const { email } = parse(subscribeBody, input);
    const token = randomBytes(32).toString('base64url');
    const sent = await ctx.em.transactional(async (em) => {
      const [asked] = await em.execute<{ id: number }[]>(
        `INSERT INTO subscriber (email, status, confirm_token_hash, confirmation_sent_at) VALUES (?, 'pending', ?, now())
         ON CONFLICT (email) DO UPDATE SET confirm_token_hash = excluded.confirm_token_hash, confirmation_sent_at = excluded.confirmation_sent_at, updated_at = now()
           WHERE subscriber.status = 'pending' AND coalesce(subscriber.confirmation_sent_at, '-infinity') <= now() - interval '${CONFIRMATION_EVERY_HOURS} hours'
         RETURNING id`,
        [email, hashOf(token)],
      );
      if (asked) await this.mailer.queue(em, this.confirmationLetter(email, token));
      return Boolean(asked);
    });
    if (sent) void this.mailer.deliver();
    return { email, status: 'pending' };
  }

  /**
   * Confirms the address whose letter holds this token (once: the token is forgotten). The consent
   * record is written now, with the IP and time of the confirmation — the owner's own consent, which
   * a request anyone may send for any address is not — and the welcome letter goes with it.
   * A token that is no subscriber's goes to the other confirmations (`confirmAlso`); one nobody
   * knows, a used or an expired one is 404.
   */
  async confirm(ctx: Context, input: unknown): Promise<SubscriptionConfirmed> {
    const { token } = parse(confirmBody, input);
    const confirmed = await ctx.em.transactional(async (em) => {
      const [row] = await em.execute<{ email: string; mailId: string }[]>(
        `UPDATE subscriber SET status = 'confirmed', confirmed_at = now(), confirm_token_hash = NULL, updated_at = now()
         WHERE confirm_token_hash = ? AND status = 'pending' AND confirmation_sent_at > now() - interval '${CONFIRMATION_DAYS} days'
         RETURNING email, mail_id AS "mailId"`,
        [hashOf(token)],
      );
      if (!row) return null;
      this.consents.record(ctx, em, { purpose: 'subscription', email: row.email });
      await this.mailer.queue(
        em,
        this.letterTo(row, {
          subject: 'Вы подписаны на новости магазина «{shop}»',
          greeting: 'Здравствуйте!',
          paragraphs: ['Подписка подтверждена: мы будем присылать новинки, скидки и новости магазина — не чаще раза в неделю.', 'Отписаться можно в любой момент по ссылке ниже.'],
        }),
      );
      return row;
    });
    if (!confirmed) {
      for (const other of this.others) {
        const answer = await other(ctx, token);
        if (answer) return answer;
      }
      throw new AppError(404, INVALID_CONFIRMATION);
    }
    void this.mailer.deliver();
    return { email: confirmed.email, status: 'confirmed', message: 'Подписка подтверждена' };
  }

  /** Lets another module confirm its own tokens through the same link and call; tried when a token is no subscriber's. */
  confirmAlso(other: OtherConfirmation): void {
    this.others.push(other);
  }

  /** Forgets requests never confirmed whose letter's link has expired; returns how many. */
  async forgetUnconfirmed(em: EntityManager): Promise<number> {
    const [{ count }] = await em.execute<{ count: number }[]>(
      `WITH gone AS (DELETE FROM subscriber WHERE status = 'pending' AND coalesce(confirmation_sent_at, created_at) <= now() - interval '${CONFIRMATION_DAYS} days' RETURNING 1) SELECT count(*)::int AS count FROM gone`,
    );
    return count;
  }

  private confirmationLetter(email: string, token: string): Draft {
    return letter(email, {
      subject: 'Подтвердите подписку',
      greeting: 'Здравствуйте!',
      paragraphs: [
        'Кто-то — надеемся, вы — попросил присылать на этот адрес новости магазина «{shop}»: новинки, скидки и распродажи, не чаще раза в неделю.',
        `Чтобы подписаться, откройте ссылку и нажмите «Подтвердить». Она действует ${CONFIRMATION_DAYS} дней.`,
        'Если вы не подписывались, ничего делать не нужно: без подтверждения мы не пришлём ни одного письма, а адрес удалим.',
      ],
      action: { label: 'Подтвердить подписку', url: `${this.publicUrl}/subscribe/${token}` },
    });
  }

  /**
   * A letter to a subscriber (CONTRACT §13): its button opens the storefront's page that asks before
   * unsubscribing, and mail programs offer their own «Отписаться», which POSTs to the one-click
   * address (RFC 8058).
   */
  letterTo(subscriber: Pick<Subscriber, 'email' | 'mailId'>, content: Omit<LetterContent, 'action'>): Draft {
    return letter(
      subscriber.email,
      { ...content, action: { label: 'Отписаться', url: `${this.publicUrl}/unsubscribe/${subscriber.mailId}` } },
      { 'List-Unsubscribe': `<${this.publicUrl}/api/subscribes/${subscriber.mailId}/unsubscribe>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    );
  }

  /** The one-click unsubscription a mail program sends, and the storefront page's button: done, or already done (200 either way). */
  async unsubscribeAtOnce(ctx: Context, id: unknown): Promise<{ message: string }> {
    const removed = await ctx.em.nativeDelete(Subscriber, { mailId: parse(mailId, id) });
    return { message: removed ? 'Вы отписались от нашей рассылки' : 'Вы уже отписаны от нашей рассылки' };
  }

  async list(ctx: Context, input: unknown): Promise<Page<Subscriber>> {
    const { email, status, ...page } = parse(subscriberQuery, withoutBlanks(input));
    return findPage(ctx.em, Subscriber, { ...(email ? { email: contains(email) } : {}), ...(status ? { status } : {}) }, page);
  }

  /** A subscription by its `mailId`, with its status: whoever holds the id may read it. */
  async get(ctx: Context, id: unknown): Promise<Subscriber> {
    const subscriber = await ctx.em.findOne(Subscriber, { mailId: parse(mailId, id) });
    if (!subscriber) throw notFound();
    return subscriber;
  }

  async unsubscribe(ctx: Context, id: unknown): Promise<{ id: number; message: string }> {
    const subscriber = await this.get(ctx, id);
    const subscriberId = subscriber.id;
    await ctx.em.remove(subscriber).flush();
    return { id: subscriberId, message: 'Вы отписались от нашей рассылки' };
  }

  /** Every subscriber, for the JSON file staff download. */
  async export(ctx: Context): Promise<SubscriberRow[]> {
    const all = await ctx.em.find(Subscriber, {}, { orderBy: { id: 'ASC' } });
    return all.map(({ email, mailId, status, createdAt, confirmedAt }) => ({ email, mailId, status, createdAt, confirmedAt: confirmedAt ?? null }));
  }

  /** The whole list as a file to download: JSON, CSV for Russian Excel, or .xlsx. */
  async exportFile(ctx: Context, input: unknown): Promise<SubscriberFile> {
    const { format } = parse(subscriberFileQuery, withoutBlanks(input));
    return subscriberFile(await this.export(ctx), format, this.time);
  }
}
