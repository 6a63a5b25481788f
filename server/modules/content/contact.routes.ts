import { z } from 'zod';
import { message } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { callBackBody, helpBody } from './contact.inputs.js';
import type { ContactService } from './contact.service.js';
import { id } from '../../core/validation.js';
import { messageOutput, messagePage, messageQuery, messageReplyBody, messageStatusBody, type InboxService } from './inbox.js';

export function contactRoutes(contact: ContactService, inbox: InboxService): Route[] {
  const params = z.object({ messageId: id });
  return [
    { method: 'get', path: '/messages', tag: 'Messages', operation: 'message.manage', summary: 'Сообщения покупателей (вопросы и просьбы перезвонить), новые сверху', query: messageQuery, response: messagePage, handle: (ctx, req) => inbox.list(ctx, req.query) },
    { method: 'put', path: '/messages/{messageId}', tag: 'Messages', operation: 'message.manage', summary: 'Отметить сообщение обработанным или новым', params, body: messageStatusBody, response: messageOutput, handle: (ctx, req) => inbox.setStatus(ctx, req.params.messageId, req.body) },
    { method: 'post', path: '/messages/{messageId}/replies', tag: 'Messages', operation: 'message.manage', summary: 'Ответить покупателю письмом; сообщение становится обработанным', params, body: messageReplyBody, response: messageOutput, handle: (ctx, req) => inbox.reply(ctx, req.params.messageId, req.body) },
    { method: 'post', path: '/users/help', tag: 'Users', operation: 'contact.help', summary: 'Сообщение в службу поддержки', body: helpBody, response: message, status: 200, handle: (ctx, req) => contact.help(ctx, req.body) },
    { method: 'post', path: '/subscribes/call', tag: 'Subscribers', operation: 'contact.callBack', summary: 'Заказ обратного звонка', body: callBackBody, response: message, status: 200, handle: (ctx, req) => contact.callBack(ctx, req.body) },
  ];
}
