import { message } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { callBackBody, helpBody } from './contact.inputs.js';
import type { ContactService } from './contact.service.js';

export function contactRoutes(contact: ContactService): Route[] {
  return [
    { method: 'post', path: '/users/help', tag: 'Users', operation: 'contact.help', summary: 'Сообщение в службу поддержки', body: helpBody, response: message, status: 200, handle: (ctx, req) => contact.help(ctx, req.body) },
    { method: 'post', path: '/subscribes/call', tag: 'Subscribers', operation: 'contact.callBack', summary: 'Заказ обратного звонка', body: callBackBody, response: message, status: 200, handle: (ctx, req) => contact.callBack(ctx, req.body) },
  ];
}
