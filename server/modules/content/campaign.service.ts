import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { badInput, notFound, unauthorized, refusal } from '../../core/errors.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import type { Draft, Letter } from '../../core/mail/letter.js';
import type { MailMessage } from '../../core/mail/mail-message.entity.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import type { ShopTime } from '../../core/shop-time.js';
import { intArray, isoTime } from '../../core/sql.js';
import { id as idSchema, parse } from '../../core/validation.js';
import { Campaign } from './campaign.entities.js';
import { campaignBody, campaignQuery } from './campaign.inputs.js';
import { NewsPost } from './content.entities.js';
import { Promotion } from '../shop/promotion/promotion.entities.js';
import type { SubscriberService } from './subscriber.service.js';

/** A campaign with its progress: how many it goes to, how many are in the outbox, sent, or failed for good. */
export interface CampaignView {
  id: number;
  subject: string;
  text: string;
  newsId: number | null;
  promotionId: number | null;
  status: 'draft' | 'sending' | 'sent';
  total: number;
  queued: number;
  sent: number;
  failed: number;
  createdAt: Date;
  startedAt: Date | null;
}

const viewSql = `SELECT c.id, c.subject, c.text, c.news_post_id AS "newsId", c.promotion_id AS "promotionId", ${isoTime('c.created_at')} AS "createdAt", ${isoTime('c.started_at')} AS "startedAt",
    count(r.id)::int AS total, count(r.queued_at)::int AS queued,
    (count(*) FILTER (WHERE m.status = 'sent'))::int AS sent, (count(*) FILTER (WHERE m.status = 'failed'))::int AS failed
  FROM campaign c LEFT JOIN campaign_recipient r ON r.campaign_id = c.id LEFT JOIN mail_message m ON m.id = r.mail_message_id`;

type Row = Omit<CampaignView, 'status' | 'createdAt' | 'startedAt'> & { createdAt: string; startedAt: string | null; length?: number };

const toView = ({ length: _length, createdAt, startedAt, ...row }: Row): CampaignView => ({
  ...row,
  status: !startedAt ? 'draft' : row.sent + row.failed < row.total ? 'sending' : 'sent',
  createdAt: new Date(createdAt),
  startedAt: startedAt ? new Date(startedAt) : null,
});

/** A campaign's letter as the back office shows it: to whom, the subject, and both bodies. */
export type CampaignLetter = Omit<Letter, 'headers'>;

/** What a letter of a campaign is made of. */
interface LetterRow {
  subject: string;
  text: string;
  newsUrl: string | null;
  promoCode: string | null;
  promotionName: string | null;
  promotionEnds: string | null;
}

/** The columns of a LetterRow, read from `campaign c`, and the joins they need: one reading for subscribers' letters and staff's own. */
const letterColumns = `c.subject, c.text, n.url AS "newsUrl", p.code AS "promoCode", p.name AS "promotionName", ${isoTime('p.ends_at')} AS "promotionEnds"`;
const letterJoins = 'LEFT JOIN news_post n ON n.id = c.news_post_id LEFT JOIN promotion p ON p.id = c.promotion_id';

/** Who reads a letter: a subscriber, or the staff member who previews it or sends it to themselves. */
interface Reader {
  email: string;
  mailId: string;
}

/**
 * The subscription a staff member's own letter unsubscribes when they have none: its link opens the
 * storefront's page, which finds nobody to unsubscribe.
 */
const NO_SUBSCRIPTION = '00000000-0000-0000-0000-000000000000';

/** Every job shares this lock, so two instances never count the same minute's room twice. */
const PASS_LOCK = 'vitrina.newsletter';

/**
 * Newsletters (CONTRACT §15): staff write a campaign and send it; each subscriber is written as its
 * recipient once, and `pass` moves recipients into the mail outbox at most `perMinute` a minute, each
 * in the transaction that marks it queued, so nobody gets it twice even if the shop stops mid-way.
 */
export class CampaignService {
  constructor(
    private readonly mailer: MailQueue,
    /** The list the campaigns go to (its periodic sweep runs with the sender, campaign-sender.ts). */
    readonly subscribers: SubscriberService,
    private readonly perMinute: number,
    private readonly publicUrl: string,
    private readonly time: ShopTime,
  ) {}

  async list(ctx: Context, input: unknown): Promise<Page<CampaignView>> {
    const { limit, offset, sortBy, orderBy } = parse(campaignQuery, withoutBlanks(input));
    const column = sortBy === 'createdAt' ? 'c.created_at' : 'c.id';
    const rows = await ctx.em.execute<Row[]>(`${viewSql.replace('SELECT', 'SELECT count(*) OVER ()::int AS length,')} GROUP BY c.id ORDER BY ${column} ${orderBy}, c.id LIMIT ? OFFSET ?`, [limit, offset]);
    const length = rows[0]?.length ?? (offset ? await ctx.em.count(Campaign) : 0);
    return { rows: rows.map(toView), length };
  }

  async get(ctx: Context, id: unknown): Promise<CampaignView> {
    return this.view(ctx.em, parse(idSchema, id));
  }

  async create(ctx: Context, input: unknown): Promise<CampaignView> {
    const { newsId, promotionId, ...fields } = parse(campaignBody, input);
    const campaign = ctx.em.create(Campaign, { ...fields, newsPost: await this.newsPost(ctx.em, newsId), promotion: await this.promotion(ctx.em, promotionId) });
    await ctx.em.flush();
    return this.view(ctx.em, campaign.id);
  }

  /** Changes a draft; a campaign already sent keeps its words (409). */
  async update(ctx: Context, id: unknown, input: unknown): Promise<CampaignView> {
    const campaign = await ctx.em.findOne(Campaign, parse(idSchema, id));
    if (!campaign) throw notFound();
    if (campaign.startedAt) throw refusal(409, 'CAMPAIGN_SENT', 'Рассылка уже отправлена — изменить её нельзя.');
    const { newsId, promotionId, ...fields } = parse(campaignBody.partial(), input);
    ctx.em.assign(campaign, {
      ...fields,
      ...(newsId === undefined ? {} : { newsPost: await this.newsPost(ctx.em, newsId) }),
      ...(promotionId === undefined ? {} : { promotion: await this.promotion(ctx.em, promotionId) }),
    });
    await ctx.em.flush();
    return this.view(ctx.em, campaign.id);
  }

  /** Deletes a campaign; letters not yet in the outbox never go. */
  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const campaignId = parse(idSchema, id);
    if (!(await ctx.em.nativeDelete(Campaign, campaignId))) throw notFound();
    return { id: campaignId };
  }

  /**
   * Sends a campaign to every confirmed subscriber it has not gone to yet (so sending again reaches
   * only those who confirmed since); an address still waiting for its confirmation gets nothing (CONTRACT §18).
   */
  async send(ctx: Context, id: unknown): Promise<CampaignView> {
    const campaignId = parse(idSchema, id);
    await ctx.em.transactional(async (em) => {
      const [campaign] = await em.execute<{ id: number }[]>('UPDATE campaign SET started_at = coalesce(started_at, now()), updated_at = now() WHERE id = ? RETURNING id', [campaignId]);
      if (!campaign) throw notFound();
      await em.execute(`INSERT INTO campaign_recipient (campaign_id, subscriber_id) SELECT ?, id FROM subscriber WHERE status = 'confirmed' ON CONFLICT (campaign_id, subscriber_id) DO NOTHING`, [campaignId]);
    });
    return this.view(ctx.em, campaignId);
  }

  /**
   * Moves waiting recipients into the mail outbox, as many as the last minute leaves room for;
   * returns how many. One instance at a time does it.
   */
  async pass(em: EntityManager): Promise<number> {
    const queued = await em.transactional(async (tx) => {
      const [{ locked }] = await tx.execute<{ locked: boolean }[]>('SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked', [PASS_LOCK]);
      if (!locked) return 0;
      const [{ recent }] = await tx.execute<{ recent: number }[]>(`SELECT count(*)::int AS recent FROM campaign_recipient WHERE queued_at > now() - interval '1 minute'`);
      const room = this.perMinute - recent;
      if (room <= 0) return 0;
      const due = await tx.execute<(LetterRow & Reader & { id: number })[]>(
        `SELECT r.id, ${letterColumns}, s.email, s.mail_id AS "mailId"
         FROM campaign_recipient r JOIN campaign c ON c.id = r.campaign_id JOIN subscriber s ON s.id = r.subscriber_id ${letterJoins}
         WHERE r.queued_at IS NULL ORDER BY r.id LIMIT ? FOR UPDATE OF r SKIP LOCKED`,
        [room],
      );
      const letters: { id: number; message: MailMessage }[] = [];
      for (const row of due) letters.push({ id: row.id, message: await this.mailer.queue(tx, this.letter(row, row)) });
      await tx.flush();
      if (letters.length)
        await tx.execute('UPDATE campaign_recipient r SET queued_at = now(), updated_at = now(), mail_message_id = l.message FROM unnest(?::int[], ?::int[]) AS l(id, message) WHERE r.id = l.id', [
          intArray(letters.map((l) => l.id)),
          intArray(letters.map((l) => l.message.id)),
        ]);
      return letters.length;
    });
    if (queued) void this.mailer.deliver();
    return queued;
  }

  /**
   * The letter as the signed-in staff member would get it (CONTRACT §17): built by the function that
   * builds every subscriber's, so it differs from theirs only in the address and the unsubscribe
   * link (the staff member's own subscription, if they have one). Its greeting names nobody: the
   * shop knows no subscriber's name.
   */
  async preview(ctx: Context, id: unknown): Promise<CampaignLetter> {
    const { to, subject, html, text } = await this.mailer.signed(ctx.em, await this.staffLetter(ctx, id));
    return { to, subject, html, text };
  }

  /**
   * «Отправить себе»: the letter of `preview`, headers included, through the outbox to the signed-in
   * staff member's email only, whether or not the campaign was sent; its counts do not change.
   */
  async sendToMe(ctx: Context, id: unknown): Promise<{ email: string }> {
    const letter = await this.staffLetter(ctx, id);
    await this.mailer.queue(ctx.em, letter);
    await ctx.em.flush();
    void this.mailer.deliver();
    return { email: letter.to };
  }

  private async staffLetter(ctx: Context, id: unknown): Promise<Draft> {
    const campaignId = parse(idSchema, id);
    const [row] = await ctx.em.execute<LetterRow[]>(`SELECT ${letterColumns} FROM campaign c ${letterJoins} WHERE c.id = ?`, [campaignId]);
    if (!row) throw notFound();
    return this.letter(row, await this.staffReader(ctx));
  }

  /** The one template of a campaign's letters, for a subscriber or a staff member. */
  private letter(row: LetterRow, reader: Reader): Draft {
    return this.subscribers.letterTo(reader, this.content(row));
  }

  private async staffReader(ctx: Context): Promise<Reader> {
    if (!ctx.actor) throw unauthorized();
    const [reader] = await ctx.em.execute<Reader[]>(
      'SELECT u.email, coalesce(s.mail_id::text, ?) AS "mailId" FROM users u LEFT JOIN subscriber s ON lower(s.email) = lower(u.email) WHERE u.id = ?',
      [NO_SUBSCRIPTION, ctx.actor.id],
    );
    if (!reader) throw unauthorized();
    return reader;
  }

  private content(row: LetterRow) {
    const paragraphs = row.text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    if (row.promotionName) {
      const until = row.promotionEnds ? ` Действует до ${this.time.dateTime(new Date(row.promotionEnds))}.` : '';
      paragraphs.push(row.promoCode ? `Ваш промокод: ${row.promoCode} — «${row.promotionName}». Введите его в корзине.${until}` : `Акция «${row.promotionName}»: скидка в корзине без промокода.${until}`);
    }
    if (row.newsUrl) paragraphs.push(`Подробнее: ${this.publicUrl}/news/${encodeURIComponent(row.newsUrl)}`);
    return { subject: row.subject, greeting: 'Здравствуйте!', paragraphs };
  }

  private async promotion(em: EntityManager, promotionId: number | null | undefined) {
    if (promotionId == null) return null;
    const promotion = await em.findOne(Promotion, promotionId);
    if (!promotion) throw badInput({ promotionId: 'Акция не найдена' });
    return promotion;
  }

  private async newsPost(em: EntityManager, newsId: number | null | undefined) {
    if (newsId == null) return null;
    const post = await em.findOne(NewsPost, newsId);
    if (!post) throw badInput({ newsId: 'Новость не найдена' });
    return post;
  }

  private async view(em: EntityManager, id: number): Promise<CampaignView> {
    const [row] = await em.execute<Row[]>(`${viewSql} WHERE c.id = ? GROUP BY c.id`, [id]);
    if (!row) throw notFound();
    return toView(row);
  }
}
