import { z } from 'zod';
import { message, page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { id, text } from '../../core/validation.js';
import { crudRoutes, type CrudApi } from '../../core/crud.js';
import { advertisementBody, confirmBody, mailId, slideBody, slideListBody, subscribeBody, subscriberQuery } from './content.inputs.js';
import type { AdvertisementService, NewsService, SlideService } from './content.services.js';
import type { SubscriberService } from './subscriber.service.js';
import { advertisementOutput, newsOutput, slideOutput, subscriberOutput, subscriptionConfirmedOutput, subscriptionRequestOutput, unsubscribed } from './content.outputs.js';
import { subscriberFileQuery } from './subscriber-files.js';

/** News, slides, advertisements and subscribers of SPEC §7, with the double opt-in of CONTRACT §18. */
export function contentRoutes(news: CrudApi & { service: NewsService }, slides: SlideService, ads: AdvertisementService, subscribers: SubscriberService): Route[] {
  const slideParams = z.object({ slideId: id });
  const adParams = z.object({ advertisementId: id });
  const mailParams = z.object({ mailId });
  return [
    {
      method: 'get',
      path: '/news/by-url/{url}',
      tag: 'NewsPost',
      operation: 'newsPost.get',
      summary: 'Новость по адресу',
      params: z.object({ url: text().max(200) }),
      response: newsOutput,
      handle: (ctx, req) => news.service.byUrl(ctx, req.params.url),
    },
    ...crudRoutes('/news', news),

    { method: 'get', path: '/slides', tag: 'Slide', operation: 'slide.list', summary: 'Слайды баннера по порядку', response: page(slideOutput), handle: (ctx) => slides.list(ctx) },
    { method: 'post', path: '/slides', tag: 'Slide', operation: 'slide.update', summary: 'Добавить слайд в конец', body: slideBody, response: slideOutput, handle: (ctx, req) => slides.create(ctx, req.body) },
    { method: 'put', path: '/slides', tag: 'Slide', operation: 'slide.update', summary: 'Заменить весь список слайдов (массив по порядку)', body: slideListBody, response: page(slideOutput), handle: (ctx, req) => slides.replace(ctx, req.body) },
    { method: 'get', path: '/slides/{slideId}', tag: 'Slide', operation: 'slide.list', summary: 'Один слайд', params: slideParams, response: slideOutput, handle: (ctx, req) => slides.get(ctx, req.params.slideId) },

    { method: 'get', path: '/advertisements', tag: 'Advertisement', operation: 'advertisement.list', summary: 'Рекламные тексты', response: page(advertisementOutput), handle: (ctx) => ads.list(ctx) },
    { method: 'get', path: '/advertisements/{advertisementId}', tag: 'Advertisement', operation: 'advertisement.list', summary: 'Рекламный текст', params: adParams, response: advertisementOutput, handle: (ctx, req) => ads.get(ctx, req.params.advertisementId) },
    {
      method: 'put',
      path: '/advertisements/{advertisementId}',
      tag: 'Advertisement',
      operation: 'advertisement.update',
      summary: 'Изменить рекламный текст',
      params: adParams,
      body: advertisementBody,
      response: advertisementOutput,
      handle: (ctx, req) => ads.update(ctx, req.params.advertisementId, req.body),
    },

    {
      method: 'post',
      path: '/subscribes',
      tag: 'Subscribers',
      operation: 'subscriber.subscribe',
      summary: 'Подписаться на рассылку: 201 pending и письмо «Подтвердите подписку» со ссылкой PUBLIC_URL/subscribe/{token} — одно в сутки на адрес; ответ одинаков для любого адреса',
      body: subscribeBody,
      response: subscriptionRequestOutput,
      handle: (ctx, req) => subscribers.subscribe(ctx, req.body),
    },
    {
      method: 'post',
      path: '/subscribes/confirm',
      tag: 'Subscribers',
      operation: 'subscriber.subscribe',
      status: 200,
      summary: 'Подтвердить подписку токеном из письма: подписчик confirmed, приходит приветственное письмо; неизвестный, использованный или устаревший токен — 404',
      body: confirmBody,
      response: subscriptionConfirmedOutput,
      handle: (ctx, req) => subscribers.confirm(ctx, req.body),
    },
    { method: 'get', path: '/subscribes', tag: 'Subscribers', operation: 'subscriber.list', summary: 'Подписчики', query: subscriberQuery, response: page(subscriberOutput), handle: (ctx, req) => subscribers.list(ctx, req.query) },
    {
      method: 'get',
      path: '/subscribes/files',
      tag: 'Subscribers',
      operation: 'subscriber.list',
      summary: 'Выгрузка подписчиков: subscribers-ГГГГ-ММ-ДД.json (по умолчанию), .csv или .xlsx (format)',
      query: subscriberFileQuery,
      file: ['application/json', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      handle: async (ctx, req, res) => {
        const file = await subscribers.exportFile(ctx, req.query);
        res.attachment(file.name).type(file.type).send(file.body);
      },
    },
    { method: 'get', path: '/subscribes/{mailId}', tag: 'Subscribers', operation: 'subscriber.get', summary: 'Подписка по её mailId, со статусом (pending или confirmed)', params: mailParams, response: subscriberOutput, handle: (ctx, req) => subscribers.get(ctx, req.params.mailId) },
    { method: 'delete', path: '/subscribes/{mailId}', tag: 'Subscribers', operation: 'subscriber.get', summary: 'Отписаться по mailId', params: mailParams, response: unsubscribed, handle: (ctx, req) => subscribers.unsubscribe(ctx, req.params.mailId) },
    {
      // The address of List-Unsubscribe opened in a browser (or by a mail scanner): a GET changes
      // nothing, it leads to the page that asks before unsubscribing (CONTRACT §18).
      method: 'get',
      path: '/subscribes/{mailId}/unsubscribe',
      tag: 'Subscribers',
      operation: 'subscriber.get',
      summary: 'Адрес List-Unsubscribe, открытый браузером: переадресация (303) на страницу /unsubscribe/{mailId} с кнопкой «Отписаться»; сам GET никого не отписывает',
      params: mailParams,
      file: ['text/html'],
      handle: async (_ctx, req, res) => res.redirect(303, `/unsubscribe/${encodeURIComponent(String(req.params.mailId))}`),
    },
    {
      method: 'post',
      path: '/subscribes/{mailId}/unsubscribe',
      tag: 'Subscribers',
      operation: 'subscriber.get',
      status: 200,
      summary: 'Отписка в один щелчок из почтовой программы (List-Unsubscribe-Post, RFC 8058): 200, и когда подписки уже нет',
      params: mailParams,
      response: message,
      handle: (ctx, req) => subscribers.unsubscribeAtOnce(ctx, req.params.mailId),
    },
  ];
}
