import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type Request, type Response } from 'express';
import { runAsCaller } from '../../core/audit-scope.js';
import { EXCHANGE_COOKIE, type ExchangeAuth } from './commerceml-auth.js';
import { exchangeFailure, type CommerceMLExchange } from './commerceml-exchange.js';

const TEXT = 'text/plain; charset=utf-8';

function answer(res: Response, body: string, status = 200, type = TEXT): void {
  res.status(status).type(type).send(body);
}

/** `failure\n{reason}` on one line of reason, with the status an auth refusal needs. */
function failure(res: Response, error: unknown, req: Request): void {
  const { status, message } = exchangeFailure(error);
  if (status >= 500) req.log?.error({ err: error }, 'обмен с 1С: ошибка');
  answer(res, `failure\n${message}`, status);
}

const query = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');

/**
 * `GET|POST /api/1c-exchange` (CONTRACT §11): authenticates the caller on every call (Basic, or the
 * signed cookie from `checkauth`) and hands the call to the exchange, run as theirs so the audit
 * log records the import under their name.
 */
export function commercemlRouter(em: EntityManager, auth: ExchangeAuth, exchange: CommerceMLExchange): Router {
  const router = Router();
  router.all('/', async (req: Request, res: Response) => {
    try {
      const actor = await auth.caller(req, em.fork());
      const ctx = { em: em.fork(), actor, ip: req.ip ?? '', requestId: String(req.id ?? ''), log: req.log, throttle: async () => undefined, release: async () => undefined };
      const call = { type: query(req, 'type'), mode: query(req, 'mode'), filename: query(req, 'filename'), body: req };
      const reply = await runAsCaller(actor, () => exchange.call(ctx, call));
      if (reply.session) res.cookie(EXCHANGE_COOKIE, reply.session, { httpOnly: true, sameSite: 'strict', path: req.baseUrl || '/', secure: req.secure });
      answer(res, reply.body, 200, reply.contentType);
    } catch (error) {
      failure(res, error, req);
    }
  });
  return router;
}
