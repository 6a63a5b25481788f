import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { recordedAs } from '../../core/audit-scope.js';
import type { Context } from '../../core/context.js';
import { againWhenCrossed, AppError } from '../../core/errors.js';
import type { Actor } from '../../core/permissions.js';
import type { CatalogImport } from './commerceml-catalog.js';
import { EXCHANGE_COOKIE, type ExchangeAuth } from './commerceml-auth.js';
import { ExchangeFolder, FILE_LIMIT } from './commerceml-files.js';
import type { OffersImport } from './commerceml-offers.js';
import type { OrdersExchange } from './commerceml-orders.js';
import { ExchangeError } from './commerceml-xml.js';
import { recordRun, type RunCounts, type RunKind, type RunOutcome } from './exchange-runs.js';
import type { StockService } from '../catalogue/stock.service.js';

/** One call of the protocol as the router read it: `type`, `mode`, `filename` and the body, still arriving. */
export interface ExchangeCall {
  type: string;
  mode: string;
  filename: string;
  body: Readable;
}

/** A call's context: the exchange always has its authenticated caller. */
export type ExchangeContext = Context & { actor: Actor };

/** What 1C is answered: a body (plain text unless said), and on `checkauth` the session to set as a cookie. */
export interface ExchangeAnswer {
  body: string;
  contentType?: string;
  session?: string;
}

/** What a logged step reports of itself for the exchange log. */
interface StepReport {
  outcome: RunOutcome;
  counts: RunCounts;
  message: string;
}

/** Why a call failed, as 1C is told and the exchange log keeps it: our own refusals word for word, anything else in general terms. */
export function exchangeFailure(error: unknown): { status: number; message: string } {
  if (error instanceof ExchangeError || error instanceof AppError) return { status: error.status, message: error.message };
  return { status: 500, message: 'Внутренняя ошибка сервера при обмене' };
}

/** Imports read `import*.xml` as the catalogue and `offers*.xml` (also `prices`, `rests`) as offers. */
const isOffers = (filename: string) => /(^|\/)(offers|prices|rests)[^/]*\.xml$/i.test(filename);

/**
 * The standard 1C site-exchange protocol over CommerceML 2 (CONTRACT §11), one call at a time, for
 * a caller already authenticated. Each step that changes the shop runs as an `import` in the audit
 * log and leaves a row in the exchange log, written outside its transaction so a failure is kept.
 */
export class CommerceMLExchange {
  constructor(
    private readonly dataDir: string,
    private readonly auth: ExchangeAuth,
    private readonly catalog: CatalogImport,
    private readonly offers: OffersImport,
    private readonly orders: OrdersExchange,
    /** Names the exchange as the reason of the stock it changes. */
    private readonly stock: StockService,
    /** How long one `mode=import` call imports before answering `progress` (1C then calls again). */
    private readonly sliceMs: number,
  ) {}

  async call(ctx: ExchangeContext, { type, mode, filename, body }: ExchangeCall): Promise<ExchangeAnswer> {
    if (type !== 'catalog' && type !== 'sale') throw new ExchangeError('Неизвестный тип обмена: ожидается type=catalog или type=sale');
    const folder = new ExchangeFolder(this.dataDir, ctx.actor.id);
    switch (mode) {
      case 'checkauth': {
        const session = await this.auth.session(ctx.actor);
        return { body: `success\n${EXCHANGE_COOKIE}\n${session}`, session };
      }
      case 'init':
        await folder.clear();
        return { body: `zip=yes\nfile_limit=${FILE_LIMIT}` };
      case 'file':
        if (type === 'catalog') {
          await folder.append(filename, body);
          return { body: 'success' };
        }
        return this.receiveOrders(ctx, folder, filename, body);
      case 'import':
        if (type !== 'catalog') throw new ExchangeError('mode=import бывает только для type=catalog');
        return this.importFile(ctx, folder, filename);
      case 'query': {
        if (type !== 'sale') throw new ExchangeError('mode=query бывает только для type=sale');
        const { document } = await this.logged(ctx, 'sale-query', '', async () => {
          const sent = await recordedAs('import', () => ctx.em.transactional((em) => this.orders.query(em)));
          return { ...sent, outcome: 'success' as const, counts: { ordersSent: sent.orders, returnsSent: sent.returns }, message: '' };
        });
        return { body: document, contentType: 'application/xml; charset=utf-8' };
      }
      case 'success':
        if (type === 'sale') {
          await this.logged(ctx, 'sale-success', '', async () => {
            const marked = await recordedAs('import', () => ctx.em.transactional((em) => this.orders.success(em)));
            return { outcome: 'success' as const, counts: { ordersMarked: marked.orders, returnsMarked: marked.returns }, message: '' };
          });
        }
        return { body: 'success' };
      default:
        throw new ExchangeError(`Неизвестный режим обмена: mode=${mode || '(пусто)'}`);
    }
  }

  /** An orders document is applied as soon as it arrives (plain, or the XML of a zip just unpacked), then removed. */
  private async receiveOrders(ctx: ExchangeContext, folder: ExchangeFolder, filename: string, body: Readable): Promise<ExchangeAnswer> {
    const { message } = await this.logged(ctx, 'sale-file', filename, async () => {
      const { file, unpacked } = await folder.append(filename, body);
      const documents = [file, ...unpacked].filter((name) => name.toLowerCase().endsWith('.xml'));
      const refused: string[] = [];
      let moved = 0;
      for (const document of documents) {
        const applied = await recordedAs('import', () => this.orders.apply(ctx, document));
        moved += applied.moved;
        refused.push(...applied.refused);
        await rm(document, { force: true });
      }
      return { outcome: 'success' as const, counts: { ordersMoved: moved, ordersRefused: refused.length }, message: refused.join('; ') };
    });
    return { body: message ? `success\n${message}` : 'success' };
  }

  /**
   * Imports a received catalogue or offers file. A long file is imported in slices of `sliceMs`,
   * each committed: 1C is answered `progress` and calls again, and the next slice resumes where this
   * one stopped; a failure forgets the position, so the file is read from its start next time.
   */
  private async importFile(ctx: ExchangeContext, folder: ExchangeFolder, filename: string): Promise<ExchangeAnswer> {
    const offers = isOffers(filename);
    const { outcome, message } = await this.logged(ctx, offers ? 'offers-import' : 'catalog-import', filename, async () => {
      const file = folder.resolve(filename);
      await folder.unpackPending();
      if (!(await folder.has(filename))) throw new ExchangeError(`Файл ${filename} не найден: сначала передайте его (mode=file)`);
      const slice = { skip: await folder.position(filename), deadline: Date.now() + this.sliceMs };
      const { warnings, stoppedAt, counts } = await recordedAs('import', () =>
        againWhenCrossed(() =>
          ctx.em.transactional(async (em) => {
            await this.stock.because(em, 'exchange');
            return offers ? this.offers.run(em, folder, file, slice) : this.catalog.run({ ...ctx, em }, folder, file, slice);
          }),
        ),
      ).catch(async (error: unknown) => {
        await folder.savePosition(filename, null);
        throw error;
      });
      await folder.savePosition(filename, stoppedAt);
      ctx.log?.info({ filename, warnings, stoppedAt }, 'обмен с 1С: файл загружен');
      const progress = stoppedAt === null ? '' : `Загружено записей файла ${filename}: ${stoppedAt}`;
      return {
        outcome: stoppedAt === null ? ('success' as const) : ('progress' as const),
        counts: { ...counts, ...(warnings.length ? { warnings: warnings.length } : {}) },
        message: [progress, warnings.slice(0, 20).join('; ')].filter(Boolean).join('\n'),
      };
    });
    return { body: [outcome, message].filter(Boolean).join('\n') };
  }

  /** Runs one step and writes its row of the exchange log outside its transaction, so a failure is kept as well. */
  private async logged<T extends StepReport>(ctx: ExchangeContext, kind: RunKind, filename: string, step: () => Promise<T>): Promise<T> {
    let done: T;
    try {
      done = await step();
    } catch (error) {
      await recordRun(ctx.em, ctx.actor, { kind, filename, outcome: 'failure', counts: {}, message: exchangeFailure(error).message }).catch((err: unknown) =>
        ctx.log?.error({ err }, 'обмен с 1С: журнал не записан'),
      );
      throw error;
    }
    await recordRun(ctx.em, ctx.actor, { kind, filename, outcome: done.outcome, counts: done.counts, message: done.message });
    return done;
  }
}
