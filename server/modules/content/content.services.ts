import type { z } from 'zod';
import type { ShopTime } from '../../core/shop-time.js';
import type { Context } from '../../core/context.js';
import { conflict, notFound } from '../../core/errors.js';
import { letter, type LetterContent } from '../../core/mail/letter.js';
import type { Letter, MailQueue } from '../../core/mail/mailer.js';
import { contains, containing, findPage, withoutBlanks, type Page } from '../../core/list.js';
import { Conditions } from '../../core/sql.js';
import { id as idSchema, parse } from '../../core/validation.js';
import { DictionaryService } from '../catalogue/dictionary.service.js';
import type { ConsentService } from '../identity/consent.service.js';
import { Advertisement, NewsPost, Slide, Subscriber } from './content.entities.js';
import { subscriberFile, subscriberFileQuery, type SubscriberFile, type SubscriberRow } from './subscriber-files.js';
import { advertisementBody, mailId, newsBody, newsQuery, slideBody, slideListBody, subscribeBody, subscriberQuery } from './content.inputs.js';

/** News posts: a dictionary of the shop's announcements, with a url made from the title. */
export class NewsService extends DictionaryService<NewsPost, typeof newsBody, typeof newsQuery> {
  protected readonly entity = NewsPost;
  protected readonly body = newsBody;
  protected readonly query = newsQuery;

  protected slugSource(data: z.output<typeof newsBody>): string {
    return data.title;
  }

  protected conditions(filters: { name?: string; title?: string; showOnMain?: boolean }): Conditions {
    const where = new Conditions();
    if (filters.title) where.add('d.title ILIKE ?', containing(filters.title));
    if (filters.showOnMain !== undefined) where.add('d.show_on_main = ?', filters.showOnMain);
    return where;
  }
}

/** The home page's slide banner: an ordered list that staff replace as a whole. */
export class SlideService {
  async list(ctx: Context): Promise<Page<Slide>> {
    const rows = await ctx.em.find(Slide, {}, { orderBy: { position: 'ASC', id: 'ASC' } });
    return { rows, length: rows.length };
  }

  async get(ctx: Context, id: unknown): Promise<Slide> {
    const slide = await ctx.em.findOne(Slide, parse(idSchema, id));
    if (!slide) throw notFound();
    return slide;
  }

  /** Adds a slide at the end of the banner. */
  async create(ctx: Context, input: unknown): Promise<Slide> {
    const data = parse(slideBody, input);
    const [last] = await ctx.em.find(Slide, {}, { orderBy: { position: 'DESC' }, limit: 1 });
    const slide = ctx.em.create(Slide, { ...data, position: (last?.position ?? -1) + 1 });
    await ctx.em.flush();
    return slide;
  }

  /** Replaces the whole banner with this ordered list: slides left out are removed, all in one transaction. */
  async replace(ctx: Context, input: unknown): Promise<Page<Slide>> {
    const list = parse(slideListBody, input);
    await ctx.em.transactional(async (em) => {
      const existing = new Map((await em.find(Slide, {})).map((s) => [s.id, s]));
      const kept = new Set(list.flatMap((s) => (s.id && existing.has(s.id) ? [s.id] : [])));
      for (const [id, slide] of existing) if (!kept.has(id)) em.remove(slide);
      list.forEach(({ id, ...fields }, position) => {
        const slide = id ? existing.get(id) : undefined;
        if (slide) em.assign(slide, { ...fields, position });
        else em.create(Slide, { ...fields, position });
      });
    });
    return this.list(ctx);
  }
}

/** The banner's advertising text; a migration creates record 1, so one always exists. */
export class AdvertisementService {
  async list(ctx: Context): Promise<Page<Advertisement>> {
    const rows = await ctx.em.find(Advertisement, {}, { orderBy: { id: 'ASC' } });
    return { rows, length: rows.length };
  }

  async get(ctx: Context, id: unknown): Promise<Advertisement> {
    const ad = await ctx.em.findOne(Advertisement, parse(idSchema, id));
    if (!ad) throw notFound();
    return ad;
  }

  async update(ctx: Context, id: unknown, input: unknown): Promise<Advertisement> {
    const ad = await this.get(ctx, id);
    ctx.em.assign(ad, parse(advertisementBody, input));
    await ctx.em.flush();
    return ad;
  }
}

/** The mailing list: subscribe with consent, unsubscribe by the secret mailId, export for staff. */
export class SubscriberService {
  constructor(
    private readonly mailer: MailQueue,
    private readonly consents: ConsentService,
    private readonly publicUrl: string,
    private readonly time: ShopTime,
  ) {}

  async subscribe(ctx: Context, input: unknown): Promise<Subscriber> {
    const { email } = parse(subscribeBody, input);
    if (await ctx.em.count(Subscriber, { email })) throw conflict({ email: 'Этот адрес уже подписан' });
    const subscriber = await ctx.em.transactional(async (em) => {
      const created = em.create(Subscriber, { email } as never);
      await em.flush();
      await em.refresh(created);
      this.consents.record(ctx, em, { purpose: 'subscription', email });
      this.mailer.queue(
        em,
        this.letterTo(created, {
          subject: 'Вы подписаны на новости «Витрины»',
          greeting: 'Здравствуйте!',
          paragraphs: ['Спасибо за подписку: мы будем присылать новинки, скидки и новости магазина.', 'Отписаться можно в любой момент по ссылке ниже.'],
        }),
      );
      return created;
    });
    void this.mailer.deliver();
    return subscriber;
  }

  /**
   * A letter to a subscriber (CONTRACT §13): its button unsubscribes on the storefront's page, and
   * mail programs offer their own «Отписаться», which POSTs to the one-click address (RFC 8058).
   */
  letterTo(subscriber: Pick<Subscriber, 'email' | 'mailId'>, content: Omit<LetterContent, 'action'>): Letter {
    return {
      ...letter(subscriber.email, { ...content, action: { label: 'Отписаться', url: `${this.publicUrl}/unsubscribe/${subscriber.mailId}` } }),
      headers: { 'List-Unsubscribe': `<${this.publicUrl}/api/subscribes/${subscriber.mailId}/unsubscribe>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /** The one-click unsubscription a mail program sends, and the storefront's page: done, or already done (200 either way). */
  async unsubscribeAtOnce(ctx: Context, id: unknown): Promise<{ message: string }> {
    const removed = await ctx.em.nativeDelete(Subscriber, { mailId: parse(mailId, id) });
    return { message: removed ? 'Вы отписались от нашей рассылки' : 'Вы уже отписаны от нашей рассылки' };
  }

  async list(ctx: Context, input: unknown): Promise<Page<Subscriber>> {
    const { email, ...page } = parse(subscriberQuery, withoutBlanks(input));
    return findPage(ctx.em, Subscriber, email ? { email: contains(email) } : {}, page);
  }

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
    return all.map(({ email, mailId, createdAt }) => ({ email, mailId, createdAt }));
  }

  /** The whole list as a file to download: JSON, CSV for Russian Excel, or .xlsx. */
  async exportFile(ctx: Context, input: unknown): Promise<SubscriberFile> {
    const { format } = parse(subscriberFileQuery, withoutBlanks(input));
    return subscriberFile(await this.export(ctx), format, this.time);
  }
}
