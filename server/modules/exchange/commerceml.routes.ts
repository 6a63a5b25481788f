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

/** `failure\n{reason}` on one line of reason, with the status an auth refusal needs. */
function failure(res: Response, error: unknown, req: Request): void {
  if (error instanceof ExchangeError) return answer(res, `failure\n${error.message}`, error.status);
  if (error instanceof AppError) return answer(res, `failure\n${error.message}`, error.status);
  req.log?.error({ err: error }, 'обмен с 1С: ошибка');
  answer(res, 'failure\nВнутренняя ошибка сервера при обмене', 500);
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
        const { file, unpacked } = await folder.append(req.query.filename, bytes);
        if (type === 'sale') {
          // An orders document is applied as soon as it arrives (plain, or the XML of a zip just unpacked), then removed.
          const documents = [file, ...unpacked].filter((name) => name.toLowerCase().endsWith('.xml'));
          const refused: string[] = [];
          for (const document of documents) {
            refused.push(...(await recordedAs('import', () => orders.apply(ctx, document))).refused);
            await rm(document, { force: true });
          }
          return answer(res, refused.length ? `success\n${refused.join('; ')}` : 'success');
        }
        return answer(res, 'success');
      }
      case 'import': {
        if (type !== 'catalog') throw new ExchangeError('mode=import бывает только для type=catalog');
        const filename = query(req, 'filename');
        const file = folder.resolve(filename);
        await folder.unpackPending();
        if (!(await folder.has(filename))) throw new ExchangeError(`Файл ${filename} не найден: сначала передайте его (mode=file)`);
        // A long file is imported in slices of `sliceMs`, each committed: 1C is answered `progress`
        // and calls again, and the next slice resumes where this one stopped.
        const slice = { skip: await folder.position(filename), deadline: Date.now() + parts.sliceMs };
        const { warnings, stoppedAt } = await recordedAs('import', () =>
          ctx.em.transactional((em) => (isOffers(filename) ? offers.run(em, file, slice) : catalog.run({ ...ctx, em }, folder, file, slice))),
        ).catch(async (error: unknown) => {
          await folder.savePosition(filename, null);
          throw error;
        });
        await folder.savePosition(filename, stoppedAt);
        req.log?.info({ filename, warnings, stoppedAt }, 'обмен с 1С: файл загружен');
        const notes = warnings.length ? `\n${warnings.slice(0, 20).join('; ')}` : '';
        return answer(res, stoppedAt === null ? `success${notes}` : `progress\nЗагружено записей файла ${filename}: ${stoppedAt}${notes}`);
      }
      case 'query': {
        if (type !== 'sale') throw new ExchangeError('mode=query бывает только для type=sale');
        const document = await recordedAs('import', () => ctx.em.transactional((em) => orders.query(em)));
        return answer(res, document, 200, 'application/xml; charset=utf-8');
      }
      case 'success':
        if (type === 'sale') await recordedAs('import', () => ctx.em.transactional((em) => orders.success(em)));
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
