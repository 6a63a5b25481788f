import type { RequestHandler } from 'express';
import type { SubscriberService } from './content.services.js';

/**
 * `PUBLIC_URL/unsubscribe/{mailId}`, the link in every letter to a subscriber (CONTRACT §13): the
 * visit unsubscribes, then the storefront renders its page «Вы отписались от нашей рассылки». An
 * address unknown or already unsubscribed gets the same page: there is nothing left to do.
 */
export function unsubscribeOnVisit(subscribers: SubscriberService): RequestHandler {
  return (req, _res, next) => {
    subscribers
      .unsubscribeAtOnce(req.ctx, req.params.mailId)
      .catch((error: unknown) => req.log.warn({ err: error }, 'отписка по ссылке не удалась'))
      .finally(() => next());
  };
}
