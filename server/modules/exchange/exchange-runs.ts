import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import type { Actor } from '../../core/permissions.js';
import { isoTime } from '../../core/sql.js';

/** What a logged exchange call was: an import of a catalogue or offers file, or a step of the orders exchange. */
export type RunKind = 'catalog-import' | 'offers-import' | 'sale-query' | 'sale-success' | 'sale-file';
/** How it ended: done, a slice done (1C calls again), or refused. */
export type RunOutcome = 'success' | 'progress' | 'failure';
/** What it did, by name: `productsCreated`, `ordersSent`… (only the non-zero ones). */
export type RunCounts = Record<string, number>;

/** Adds `n` to one count (the log leaves out the counts that stay zero). */
export function tally(counts: RunCounts, key: string, n = 1): void {
  if (n) counts[key] = (counts[key] ?? 0) + n;
}

export interface RunRecord {
  kind: RunKind;
  filename: string;
  outcome: RunOutcome;
  counts: RunCounts;
  message: string;
}

export interface ExchangeRunView extends RunRecord {
  id: number;
  at: Date;
  user: { id: number; email: string } | null;
}

/** What the back office's «Обмен» shows: where the feed and the exchange are, and the last runs. */
export interface ExchangeOverview {
  feedUrl: string;
  feedTokenSet: boolean;
  exchangeUrl: string;
  runs: ExchangeRunView[];
}

const RECENT = 20;

/**
 * Writes one row of the exchange log (zero counts left out) with a plain insert on `em` — called
 * outside the import's transaction, so the row stays when the import is rolled back.
 */
export async function recordRun(em: EntityManager, actor: Actor, run: RunRecord): Promise<void> {
  await em.execute(
    `INSERT INTO exchange_run (user_id, user_email, kind, filename, outcome, counts, message)
     VALUES (?, COALESCE((SELECT email FROM users WHERE id = ?), ''), ?, ?, ?, ?::jsonb, ?)`,
    [actor.id, actor.id, run.kind, run.filename.slice(0, 200), run.outcome, JSON.stringify(Object.fromEntries(Object.entries(run.counts).filter(([, n]) => n))), run.message],
    'run',
  );
}

/** The exchange log and the addresses the back office hands to Yandex Market and 1C. */
export class ExchangeRuns {
  constructor(
    private readonly publicUrl: string,
    private readonly feedToken: string | undefined,
  ) {}

  /** The last runs, newest first. */
  async recent(em: EntityManager, limit = RECENT): Promise<ExchangeRunView[]> {
    const rows = await em.execute<(Omit<ExchangeRunView, 'at'> & { at: string })[]>(
      `SELECT r.id, ${isoTime('r.at')} AS at, r.kind, r.filename, r.outcome, r.counts, r.message,
         CASE WHEN r.user_id IS NULL THEN NULL ELSE json_build_object('id', r.user_id, 'email', r.user_email) END AS "user"
       FROM exchange_run r ORDER BY r.at DESC, r.id DESC LIMIT ?`,
      [limit],
    );
    return rows.map((row) => ({ ...row, at: new Date(row.at) }));
  }

  /** The feed's address carries the token when one is set: only staff read this. */
  async overview(ctx: Context): Promise<ExchangeOverview> {
    const token = this.feedToken ? `?token=${encodeURIComponent(this.feedToken)}` : '';
    return {
      feedUrl: `${this.publicUrl}/feeds/yandex-market.xml${token}`,
      feedTokenSet: Boolean(this.feedToken),
      exchangeUrl: `${this.publicUrl}/api/1c-exchange`,
      runs: await this.recent(ctx.em),
    };
  }
}
