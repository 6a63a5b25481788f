import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Context } from './context.js';
import { badInput, notFound } from './errors.js';
import { guard, isOperation, type Operation } from './permissions.js';
import { BAD_TEXT_MESSAGE, findBadText } from './text.js';
import { parse } from './validation.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's request type is extended only through its global namespace
  namespace Express {
    interface Request {
      ctx: Context;
    }
  }
}

/**
 * One REST call: its path in OpenAPI form (`/brands/{brandId}`), the operation whose permission
 * it needs, the schemas that document it, and a handler that only translates and delegates.
 */
export type Route = RouteCall & (JsonAnswer | FileAnswer);

interface JsonAnswer {
  /** The success body, as the handler returns it (OpenAPI). */
  response: z.ZodType;
  file?: never;
}

interface FileAnswer {
  /** The content types of the file the handler writes itself: a spreadsheet, a CSV, a JSON attachment. */
  file: readonly string[];
  response?: never;
}

interface RouteCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operation: Operation;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Status of a success; POST defaults to 201, everything else to 200. */
  status?: number;
  /** Handles the call; when it writes the response itself (a file), its return value is ignored. */
  handle(ctx: Context, req: Request, res: Response): Promise<unknown>;
}

/** No path segment, query value or body field may hold NUL or a lone surrogate, whatever the route reads (CONTRACT §7). */
function refuseBadText(req: Request): void {
  const field = findBadText({ ...req.params }) ?? findBadText({ ...req.query }) ?? findBadText(req.body);
  if (field) throw badInput({ [field]: BAD_TEXT_MESSAGE });
}

/** The REST API: the routes every module registers, served by one router and described by one OpenAPI document. */
export class RestApi {
  readonly routes: Route[] = [];

  add(...routes: Route[]): this {
    for (const route of routes) {
      if (!isOperation(route.operation)) throw new Error(`Маршрут ${route.method.toUpperCase()} ${route.path} без объявленной операции`);
      this.routes.push(route);
    }
    return this;
  }

  router(): Router {
    const router = Router();
    for (const route of this.routes) {
      router[route.method](route.path.replace(/\{(\w+)\}/g, ':$1'), async (req: Request, res: Response, next: NextFunction) => {
        try {
          await guard(req.ctx, route.operation);
          refuseBadText(req);
          if (route.params) parse(route.params, req.params);
          const result = await route.handle(req.ctx, req, res);
          if (!res.headersSent && !res.locals.answered) res.status(route.status ?? (route.method === 'post' ? 201 : 200)).json(result);
        } catch (error) {
          next(error);
        }
      });
    }
    router.use((_req, _res, next) => next(notFound()));
    return router;
  }
}
