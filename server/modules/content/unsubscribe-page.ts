import type { RequestHandler } from 'express';
import { AppError } from '../../core/errors.js';
import type { SubscriberService } from './subscriber.service.js';

/** Where a page's form leads after it is sent: the same page, saying what came of it. */
export const subscriptionPageResult = {
  unsubscribed: (mailId: string) => `/unsubscribe/${encodeURIComponent(mailId)}?result=unsubscribed`,
  confirmed: (token: string) => `/subscribe/${encodeURIComponent(token)}?result=confirmed`,
  invalid: (token: string) => `/subscribe/${encodeURIComponent(token)}?result=invalid`,
};

/** A refusal the page's answer tells as «already done» or «link invalid»: a malformed id or token, an unknown or used one. */
const refused = (error: unknown) => error instanceof AppError && (error.status === 400 || error.status === 404);

/**
 * The forms of the pages `PUBLIC_URL/unsubscribe/{mailId}` and `PUBLIC_URL/subscribe/{token}`
 * (CONTRACT §18) sent by a browser without JavaScript: a plain POST to the page's own address, which
 * unsubscribes or confirms and answers 303 to the same page with its outcome (post, redirect, get),
 * so reloading it sends nothing twice. A GET of either page changes nothing: mail scanners open links.
 *
 * These POSTs carry no CSRF header (a form cannot send one) and need none: the page's address holds
 * the secret that does the work — the `mailId` or the token from the letter — which another site
 * cannot know; with it, anyone could equally call the API without cookies.
 * With JavaScript the pages call the API instead (`POST /api/subscribes/{mailId}/unsubscribe`,
 * `POST /api/subscribes/confirm`) and never reach this.
 */
export function subscriptionForms(subscribers: SubscriberService): RequestHandler {
  return async (req, res, next) => {
    const { mailId, token } = req.params as { mailId?: string; token?: string };
    try {
      if (mailId !== undefined) {
        // unknown or malformed: nothing to unsubscribe, which is what was asked
        await subscribers.unsubscribeAtOnce(req.ctx, mailId).catch((error: unknown) => {
          if (!refused(error)) throw error;
        });
        return res.redirect(303, subscriptionPageResult.unsubscribed(mailId));
      }
      const confirmed = await subscribers.confirm(req.ctx, { token }).then(
        () => true,
        (error: unknown) => {
          if (refused(error)) return false;
          throw error;
        },
      );
      res.redirect(303, (confirmed ? subscriptionPageResult.confirmed : subscriptionPageResult.invalid)(token ?? ''));
    } catch (error) {
      next(error);
    }
  };
}
