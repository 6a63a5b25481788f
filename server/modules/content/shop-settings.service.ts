import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { parse } from '../../core/validation.js';
import type { VersionedMemo } from '../../core/versioned-memo.js';
import { ShopSettings, type ShopContacts } from './shop-settings.entity.js';
import { shopSettingsBody } from './shop-settings.inputs.js';

/** The one row of the shop's name, requisites and contacts (CONTRACT §19). */
const ROW = 1;

/** The shop's settings: anyone reads them, an Admin changes them (the permission says who). */
export class ShopSettingsService {
  /** `returnDays`: RETURN_DAYS, shown with the settings for structured data and pages. */
  /** `reads`: the settings as shoppers read them, kept until the content changes (every product page asks for them). */
  constructor(
    private readonly returnDays = 7,
    private readonly reads?: VersionedMemo,
  ) {}

  get(ctx: Context): Promise<ShopSettings> {
    return this.reads ? this.reads.read('shop settings', () => this.current(ctx.em)) : this.current(ctx.em);
  }

  /** Every field at once; the phone kept as +7 and ten digits. */
  async update(ctx: Context, input: unknown): Promise<ShopSettings> {
    const fields = parse(shopSettingsBody, input);
    const settings = await this.current(ctx.em);
    ctx.em.assign(settings, fields);
    await ctx.em.flush();
    return settings;
  }

  /** Fills the settings while they hold no requisites (the demo seed). */
  async fillWhenEmpty(em: EntityManager, values: ShopContacts): Promise<void> {
    const settings = await this.current(em);
    if (settings.ogrn) return;
    em.assign(settings, values);
    await em.flush();
  }

  /** The settings as they are now: what letters sign with. */
  async current(em: EntityManager): Promise<ShopSettings> {
    const settings = await em.findOneOrFail(ShopSettings, ROW);
    settings.returnDays = this.returnDays;
    return settings;
  }
}
