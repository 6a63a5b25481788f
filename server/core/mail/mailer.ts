import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LockMode, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { MailMessage } from './mail-message.entity.js';
import type { ScrapeGauge } from '../metrics.js';
import { apartFromCaller } from '../audit-scope.js';
import { rendered, type Draft, type Letter, type LetterSignature } from './letter.js';

const MAX_ATTEMPTS = 8;

/** Waits before the next try: 10 s, 20 s, 40 s … up to an hour. */
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);

/** What services need of the mail: queue a letter with their changes, then ask for delivery after the commit. */
export interface MailQueue {
  /** Signs and renders the letter and adds it to the outbox of the caller's unit of work; it is sent after the caller's flush commits. */
  queue(em: EntityManager, letter: Draft): Promise<MailMessage>;
  /** The letter as it would be queued now, signed and rendered (a newsletter's preview). */
  signed(em: EntityManager, letter: Draft): Promise<Letter>;
  deliver(): Promise<void>;
}

/** Who signs the shop's letters: its settings as they are now, read in the caller's unit of work. */
export interface LetterSigner {
  current(em: EntityManager): Promise<LetterSignature>;
}

/** For building the schema alone (printing it, checking it): modules are made, nothing is ever mailed. */
const mailless = () => {
  throw new Error('письма здесь не отправляются');
};
export const noMail: MailQueue = {
  queue: mailless,
  signed: mailless,
  deliver: async () => {},
};

/** The outbox for /metrics (CONTRACT §22): letters waiting to be sent (retries included) and letters given up on; one statement on the (status, next attempt) index. */
export const outboxGauge: ScrapeGauge = {
  name: 'vitrina_mail_outbox_letters',
  help: 'Письма в очереди: waiting — ждут отправки, failed — попытки исчерпаны',
  label: 'state',
  aggregator: 'max',
  async read(em) {
    const [row] = await em.execute<{ waiting: number; failed: number }[]>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS waiting, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM mail_message WHERE status IN ('pending', 'failed')`,
    );
    return row;
  },
};

/** The signature until the shop's settings are wired in. */
const UNSIGNED: LetterSignature = { name: 'Витрина', phone: '', email: '' };

/**
 * The shop's mail: letters are queued in the database with the change that causes them and sent
 * by a loop that retries failures with back-off; once sent, only its envelope stays in the table. With
 * SMTP_URL unset each letter is written as an `.eml` file to DATA_DIR/outbox. Several instances share
 * the queue safely (SKIP LOCKED).
 */
export class Mailer implements MailQueue {
  private readonly transport: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** The run asked for while one was going on. */
  private again?: Promise<void>;

  constructor(
    private readonly orm: MikroORM,
    private readonly options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger; pollMs?: number },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  private signer?: LetterSigner;

  /** Letters are signed with what `signer` says when each is queued: the shop's settings (CONTRACT §19). */
  signWith(signer: LetterSigner): void {
    this.signer = signer;
  }

  async signed(em: EntityManager, letter: Draft): Promise<Letter> {
    return rendered(letter, this.signer ? await this.signer.current(em) : UNSIGNED);
  }

  async queue(em: EntityManager, letter: Draft): Promise<MailMessage> {
    return em.create(MailMessage, await this.signed(em, letter));
  }

  start(): void {
    this.timer = setInterval(() => void this.deliver(), this.options.pollMs ?? 5_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    // A run asked for during the last one starts as that one ends: wait for both.
    while (this.running || this.again) await (this.again ?? this.running);
  }

  /**
   * Sends what is due now. Called by the loop and after a request queued mail; a call during a run
   * is answered by that run and, since its letter may have been committed after the run last looked,
   * one more run after it.
   */
  deliver(): Promise<void> {
    if (this.running) {
      this.again ??= this.running.then(() => {
        this.again = undefined;
        return this.deliver();
      });
      return this.again;
    }
    // The shop's own work, whoever's request asked for it: not recorded as a staff member's.
    this.running = apartFromCaller(() => this.deliverDue()).finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * One letter to a transaction: a letter the SMTP server accepted is recorded as sent at once, so a
   * crash costs at most the one letter on its way (sent again after the restart), never a batch.
   * SKIP LOCKED lets several instances deliver side by side.
   */
  private async deliverDue(): Promise<void> {
    for (;;) {
      const sent = await this.orm.em
        .fork()
        .transactional(async (em) => {
          const [message] = await em.find(MailMessage, { status: 'pending', nextAttemptAt: { $lte: new Date() } }, { orderBy: { id: 'ASC' }, limit: 1, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE /* FOR UPDATE SKIP LOCKED */ });
          if (message) await this.send(message);
          return !!message;
        })
        .catch((error) => {
          this.options.log.error({ err: error }, 'очередь писем недоступна');
          return false;
        });
      if (!sent) return;
    }
  }

  private async send(message: MailMessage): Promise<void> {
    message.attempts += 1;
    try {
      const info = await this.transport.sendMail({ from: this.options.from, to: message.to, subject: message.subject, html: message.html, text: message.text, headers: message.headers ?? undefined });
      if (!this.options.smtpUrl) this.writeEml(message, info.message as Buffer);
      message.status = 'sent';
      message.sentAt = new Date();
      message.lastError = null;
      // A sent letter keeps no body: some carry a password (a generated one at sign-up, an account made by an Admin).
      message.html = '';
      message.text = '';
    } catch (error) {
      message.lastError = error instanceof Error ? error.message : String(error);
      message.status = message.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      message.nextAttemptAt = new Date(Date.now() + backoffMs(message.attempts));
      this.options.log.warn({ mailId: message.id, to: message.to, attempts: message.attempts, err: error }, message.status === 'failed' ? 'письмо не отправлено, попытки исчерпаны' : 'письмо не отправлено, повторим');
    }
  }

  private writeEml(message: MailMessage, raw: Buffer): void {
    mkdirSync(this.options.outboxDir, { recursive: true });
    writeFileSync(path.join(this.options.outboxDir, `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`), raw);
  }
}
