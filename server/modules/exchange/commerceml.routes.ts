import type { EntityManager } from '@mikro-orm/postgresql';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { rm } from 'node:fs/promises';
import { recordedAs, runAsCaller } from '../../core/audit-scope.js';
import type { Context } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { Actor } from '../../core/permissions.js';
import type { CatalogImport } from './commerceml-catalog.js';
import { EXCHANGE_COOKIE, type ExchangeAuth } from './commerceml-auth.js';
import { ExchangeFolder, FILE_LIMIT } from './commerceml-files.js';
import type { OffersImport } from './commerceml-offers.js';
import type { OrdersExchange } from './commerceml-orders.js';
import { ExchangeError } from './commerceml-xml.js';
import { recordRun, type RunCounts, type RunKind, type RunOutcome } from './exchange-runs.js';

const TEXT = 'text/plain; charset=utf-8';

export interface CommerceMLParts {
  dataDir: string;
  em: EntityManager;
  auth: ExchangeAuth;
  catalog: CatalogImport;
  offers: OffersImport;
  orders: OrdersExchange;
  /** How long one `mode=import` call imports before answering `progress` (1C then calls again). */
  sliceMs: number;
}

function answer(res: Response, body: string, status = 200, type = TEXT): void {
  res.status(status).type(type).send(body);
}

/** Why a call failed, as 1C is told and the exchange log keeps it: our own refusals word for word, anything else in general terms. */
function reasonOf(error: unknown): { status: number; message: string } {
  if (error instanceof ExchangeError || error instanceof AppError) return { status: error.status, message: error.message };
  return { status: 500, message: 'Внутренняя ошибка сервера при обмене' };
}

/** `failure\n{reason}` on one line of reason, with the status an auth refusal needs. */
function failure(res: Response, error: unknown, req: Request): void {
  const { status, message } = reasonOf(error);
  if (status >= 500) req.log?.error({ err: error }, 'обмен с 1С: ошибка');
  answer(res, `failure\n${message}`, status);
}

/** What a logged step reports of itself for the exchange log. */
interface StepReport {
  outcome: RunOutcome;
  counts: RunCounts;
  message: string;
}

const query = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');

/** Imports read `import*.xml` as the catalogue and `offers*.xml` (also `prices`, `rests`) as offers. */
const isOffers = (filename: string) => /(^|\/)(offers|prices|rests)[^/]*\.xml$/i.test(filename);

/**
 * `GET|POST /api/1c-exchange` (CONTRACT §11): the standard 1C site-exchange protocol over CommerceML 2.
 * The caller is authenticated on every call (Basic, or the signed cookie from `checkauth`) and
 * the work runs as theirs, so the audit log records the import under their name.
 */
export function commercemlRouter(parts: CommerceMLParts): Router {
  const { auth, catalog, offers, orders } = parts;

  async function handle(req: Request, res: Response, actor: Actor): Promise<void> {
    const type = query(req, 'type');
    const mode = query(req, 'mode');
    if (type !== 'catalog' && type !== 'sale') throw new ExchangeError('Неизвестный тип обмена: ожидается type=catalog или type=sale');
    const folder = new ExchangeFolder(parts.dataDir, actor.id);
    const ctx: Context = { em: parts.em.fork(), actor, ip: req.ip ?? '', requestId: String(req.id ?? ''), log: req.log, throttle: async () => undefined };

    /** Runs one step and writes its row of the exchange log outside its transaction, so a failure is kept as well. */
    async function logged<T extends StepReport>(kind: RunKind, filename: string, step: () => Promise<T>): Promise<T> {
      let done: T;
      try {
        done = await step();
      } catch (error) {
        await recordRun(ctx.em, actor, { kind, filename, outcome: 'failure', counts: {}, message: reasonOf(error).message }).catch((err: unknown) => req.log?.error({ err }, 'обмен с 1С: журнал не записан'));
        throw error;
      }
      await recordRun(ctx.em, actor, { kind, filename, outcome: done.outcome, counts: done.counts, message: done.message });
      return done;
    }

    switch (mode) {
      case 'checkauth': {
        const session = await auth.session(actor);
        res.cookie(EXCHANGE_COOKIE, session, { httpOnly: true, sameSite: 'strict', path: req.baseUrl || '/', secure: req.secure });
        return answer(res, `success\n${EXCHANGE_COOKIE}\n${session}`);
      }
      case 'init':
        await folder.clear();
        return answer(res, `zip=yes\nfile_limit=${FILE_LIMIT}`);
      case 'file': {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const append = () => folder.append(req.query.filename, bytes);
        if (type !== 'sale') {
          await append();
          return answer(res, 'success');
        }
        // An orders document is applied as soon as it arrives (plain, or the XML of a zip just unpacked), then removed.
        const { message } = await logged('sale-file', query(req, 'filename'), async () => {
          const { file, unpacked } = await append();
          const documents = [file, ...unpacked].filter((name) => name.toLowerCase().endsWith('.xml'));
          const refused: string[] = [];
          let moved = 0;
          for (const document of documents) {
            const applied = await recordedAs('import', () => orders.apply(ctx, document));
            moved += applied.moved;
            refused.push(...applied.refused);
            await rm(document, { force: true });
          }
          return { outcome: 'success' as const, counts: { ordersMoved: moved, ordersRefused: refused.length }, message: refused.join('; ') };
        });
        return answer(res, message ? `success\n${message}` : 'success');
      }
      case 'import': {
        if (type !== 'catalog') throw new ExchangeError('mode=import бывает только для type=catalog');
        const filename = query(req, 'filename');
        const { outcome, message } = await logged(isOffers(filename) ? 'offers-import' : 'catalog-import', filename, async () => {
          const file = folder.resolve(filename);
          await folder.unpackPending();
          if (!(await folder.has(filename))) throw new ExchangeError(`Файл ${filename} не найден: сначала передайте его (mode=file)`);
          // A long file is imported in slices of `sliceMs`, each committed: 1C is answered `progress`
          // and calls again, and the next slice resumes where this one stopped.
          const slice = { skip: await folder.position(filename), deadline: Date.now() + parts.sliceMs };
          const { warnings, stoppedAt, counts } = await recordedAs('import', () =>
            ctx.em.transactional((em) => (isOffers(filename) ? offers.run(em, file, slice) : catalog.run({ ...ctx, em }, folder, file, slice))),
          ).catch(async (error: unknown) => {
            await folder.savePosition(filename, null);
            throw error;
          });
          await folder.savePosition(filename, stoppedAt);
          req.log?.info({ filename, warnings, stoppedAt }, 'обмен с 1С: файл загружен');
          const progress = stoppedAt === null ? '' : `Загружено записей файла ${filename}: ${stoppedAt}`;
          return {
            outcome: stoppedAt === null ? ('success' as const) : ('progress' as const),
            counts: { ...counts, ...(warnings.length ? { warnings: warnings.length } : {}) },
            message: [progress, warnings.slice(0, 20).join('; ')].filter(Boolean).join('\n'),
          };
        });
        return answer(res, [outcome, message].filter(Boolean).join('\n'));
      }
      case 'query': {
        if (type !== 'sale') throw new ExchangeError('mode=query бывает только для type=sale');
        const { document } = await logged('sale-query', '', async () => {
          const sent = await recordedAs('import', () => ctx.em.transactional((em) => orders.query(em)));
          return { ...sent, outcome: 'success' as const, counts: { ordersSent: sent.sent }, message: '' };
        });
        return answer(res, document, 200, 'application/xml; charset=utf-8');
      }
      case 'success':
        if (type === 'sale') {
          await logged('sale-success', '', async () => {
            const marked = await recordedAs('import', () => ctx.em.transactional((em) => orders.success(em)));
            return { outcome: 'success' as const, counts: { ordersMarked: marked }, message: '' };
          });
        }
        return answer(res, 'success');
      default:
        throw new ExchangeError(`Неизвестный режим обмена: mode=${mode || '(пусто)'}`);
    }
  }

  const raw = express.raw({ type: () => true, limit: FILE_LIMIT });
  const bodyTooLarge: ErrorRequestHandler = (error, req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (status === 413) return answer(res, `failure\nЧасть файла больше ${FILE_LIMIT} байт`, 413);
    failure(res, error, req);
  };

  const router = Router();
  router.all('/', raw, async (req: Request, res: Response) => {
    try {
      const actor = await auth.caller(req, parts.em.fork());
      await runAsCaller(actor, () => handle(req, res, actor));
    } catch (error) {
      failure(res, error, req);
    }
  });
  router.use(bodyTooLarge);
  return router;
}
