import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/base.entity.js';
import { MailMessage } from '../../core/mail/mail-message.entity.js';
import { NewsPost, Subscriber } from './content.entities.js';
import { Promotion } from '../shop/promotion/promotion.entities.js';

/** A newsletter to every subscriber (CONTRACT §15): written as a draft, then sent at a bounded rate. */
@Entity()
export class Campaign extends BaseEntity<'newsPost' | 'promotion' | 'startedAt'> {
  @Property({ length: 300 })
  subject!: string;

  /** Paragraphs separated by blank lines. */
  @Property({ type: 'text' })
  text!: string;

  /** A news post the letter leads to. */
  @ManyToOne(() => NewsPost, { ref: true, nullable: true, deleteRule: 'set null' })
  newsPost?: Ref<NewsPost> | null;

  /** A promotion the letter announces, with its code. */
  @ManyToOne(() => Promotion, { ref: true, nullable: true, deleteRule: 'set null' })
  promotion?: Ref<Promotion> | null;

  /** When it was first sent; none for a draft. */
  @Property({ type: 'timestamptz', nullable: true })
  startedAt?: Date | null;
}

/**
 * One subscriber a campaign goes to: written once per subscriber when the campaign is sent (so
 * sending again adds only new subscribers), then moved into the mail outbox in the same
 * transaction that marks it queued, so nobody gets it twice, whatever stops the shop.
 */
@Entity()
@Unique({ properties: ['campaign', 'subscriber'] })
@Index({ properties: ['queuedAt'] })
export class CampaignRecipient extends BaseEntity<'queuedAt' | 'mailMessage'> {
  @ManyToOne(() => Campaign, { ref: true, deleteRule: 'cascade' })
  campaign!: Ref<Campaign>;

  /** An unsubscribed address leaves the campaign with its row. */
  @Index()
  @ManyToOne(() => Subscriber, { ref: true, deleteRule: 'cascade' })
  subscriber!: Ref<Subscriber>;

  @Property({ type: 'timestamptz', nullable: true })
  queuedAt?: Date | null;

  /** Its letter in the outbox, whose status says whether it went. */
  @ManyToOne(() => MailMessage, { ref: true, nullable: true, deleteRule: 'set null' })
  mailMessage?: Ref<MailMessage> | null;
}
