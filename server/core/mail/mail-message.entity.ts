import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../base.entity.js';

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * A letter in the outbox. It is written in the same transaction as the change that causes it,
 * so a letter is never lost, and it is sent (and retried) afterwards by the mail sender, which
 * empties `html` and `text` once it is sent: the outbox is no archive of passwords.
 */
@Entity()
@Index({ properties: ['status', 'nextAttemptAt'] })
export class MailMessage extends BaseEntity<'status' | 'attempts' | 'nextAttemptAt'> {
  @Property({ length: 254 })
  to!: string;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'text' })
  text!: string;

  /** Headers of its own (a newsletter's `List-Unsubscribe`). */
  @Property({ type: 'json', nullable: true })
  headers?: Record<string, string> | null;

  @Enum({ items: ['pending', 'sent', 'failed'], default: 'pending' })
  status: MailStatus = 'pending';

  @Property({ default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;
}
