import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { findPage, withoutBlanks, type Page } from '../../core/list.js';
import { parse } from '../../core/validation.js';
import { consentQuery } from './auth.inputs.js';
import { Consent, type ConsentPurpose } from './consent.entity.js';
import { consentText, CONSENT_VERSION, type Operator } from './consent-text.js';
import type { User } from './user.entity.js';

/** Consents to personal-data processing: recorded with each call that takes personal data, listed for staff. */
export class ConsentService {
  private operator?: (em: EntityManager) => Promise<Operator>;

  /** Where the text finds the seller it names: the shop settings (the content module's, wired by the modules). */
  operatorFrom(read: (em: EntityManager) => Promise<Operator>): void {
    this.operator = read;
  }

  /** Adds a consent record to the caller's unit of work, so it is stored with the data it covers or not at all. */
  record(ctx: Context, em: EntityManager, subject: { purpose: ConsentPurpose; user?: User | null; email?: string | null; phone?: string | null }): void {
    em.create(Consent, { ...subject, textVersion: CONSENT_VERSION, ip: ctx.ip || 'unknown' });
  }

  /** The consent text a person agrees to, naming the seller, with the template's version. */
  async current(ctx: Context): Promise<{ version: string; text: string[] }> {
    if (!this.operator) throw new Error('ConsentService: operatorFrom() was not called');
    return { version: CONSENT_VERSION, text: consentText(await this.operator(ctx.em)) };
  }

  async list(ctx: Context, input: unknown): Promise<Page<Consent>> {
    const { email, purpose, userId, ...page } = parse(consentQuery, withoutBlanks(input));
    return findPage(ctx.em, Consent, { ...(email ? { email: email.toLowerCase() } : {}), ...(purpose ? { purpose } : {}), ...(userId ? { user: userId } : {}) }, page);
  }
}
