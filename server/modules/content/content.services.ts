import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { containing, type Page } from '../../core/list.js';
import { Conditions } from '../../core/sql.js';
import { id as idSchema, parse } from '../../core/validation.js';
import { DictionaryService } from '../catalogue/dictionary.service.js';
import { Advertisement, NewsPost, Slide } from './content.entities.js';
import { advertisementBody, newsBody, newsQuery, slideBody, slideListBody } from './content.inputs.js';

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
