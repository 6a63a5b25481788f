import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { deleted, page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import { bulkStatusBody, checkoutBody, checkoutExportQuery, checkoutQuery, directCheckoutBody, MAX_BULK_ORDERS, statusBody } from './checkout.inputs.js';
import { checkoutBulkOutput, checkoutOutput, checkoutStep, orderCustomerOutput } from './shop.outputs.js';
import { findOrderCustomers, orderCustomerQuery } from './order-customers.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrderStatusService } from './order-status.service.js';
import { orderKey } from './payment/payment.inputs.js';
import { orderKeyOf } from './payment/payment.routes.js';

/** Orders (SPEC §7, CONTRACT §4, §6); the fixed paths come before `/checkouts/{checkoutId}`. */
export function checkoutRoutes(checkouts: CheckoutService, orderStatuses: OrderStatusService): Route[] {
  const tag = 'Checkout';
  const params = z.object({ checkoutId: id });
  return [
    { method: 'post', path: '/checkouts/direct', tag, operation: 'checkout.direct', summary: 'Заказ без регистрации', body: directCheckoutBody, response: checkoutOutput, handle: (ctx, req) => checkouts.placeDirect(ctx, req.body) },
    { method: 'post', path: '/checkouts', tag, operation: 'checkout.place', summary: 'Заказ на сохранённый адрес (сотрудники — для покупателя)', body: checkoutBody, response: checkoutOutput, handle: (ctx, req) => checkouts.placeForUser(ctx, req.body) },
    { method: 'get', path: '/checkouts', tag, operation: 'checkout.mine', summary: 'Мои заказы', query: checkoutQuery.omit({ userId: true }), response: page(checkoutOutput), handle: (ctx, req) => checkouts.mine(ctx, req.query) },
    {
      method: 'get',
      path: '/checkouts/all',
      tag,
      operation: 'checkout.manage',
      summary: 'Все заказы: поиск q, статус, статус оплаты, покупатель (имя, почта или телефон), номера ids, даты from и to',
      query: checkoutQuery,
      response: page(checkoutOutput),
      handle: (ctx, req) => checkouts.list(ctx, req.query),
    },
    {
      method: 'post',
      path: '/checkouts/bulk-status',
      tag,
      operation: 'checkout.manage',
      status: 200,
      summary: `Сменить статус нескольких заказов (до ${MAX_BULK_ORDERS}) по правилам одной смены, каждый в своей транзакции: done — изменённые, failed — [{ id, code, message }]`,
      body: bulkStatusBody,
      response: checkoutBulkOutput,
      handle: (ctx, req) => orderStatuses.setStatusMany(ctx, req.body),
    },
    {
      method: 'get',
      path: '/checkouts/customers',
      tag,
      operation: 'checkout.manage',
      summary: 'Покупатели для заказа по телефону: телефон в любой записи, почта или имя',
      query: orderCustomerQuery,
      response: page(orderCustomerOutput),
      handle: (ctx, req) => findOrderCustomers(ctx, req.query),
    },
    {
      method: 'get',
      path: '/checkouts/export',
      tag,
      operation: 'checkout.export',
      summary: 'Выгрузка заказов: CSV orders-ГГГГ-ММ-ДД.csv для Excel (те же фильтры, что у списка)',
      query: checkoutExportQuery,
      file: ['text/csv'],
      handle: async (ctx, req, res) => {
        const lines = checkouts.exportCsv(ctx, req.query);
        res.attachment(checkouts.exportFileName()).type('text/csv; charset=utf-8');
        await pipeline(Readable.from(lines), res);
      },
    },
    {
      method: 'get',
      path: '/checkouts/{checkoutId}',
      tag,
      operation: 'checkout.get',
      summary: 'Заказ: свой, любой для сотрудников, или гостя — с ключом заказа (token)',
      params,
      query: orderKey,
      response: checkoutOutput,
      handle: (ctx, req) => checkouts.get(ctx, req.params.checkoutId, orderKeyOf(req)),
    },
    { method: 'get', path: '/checkouts/{checkoutId}/history', tag, operation: 'checkout.manage', summary: 'История статусов заказа: кто и когда', params, response: page(checkoutStep), handle: (ctx, req) => checkouts.history(ctx, req.params.checkoutId) },
    { method: 'put', path: '/checkouts/{checkoutId}', tag, operation: 'checkout.manage', summary: 'Сменить статус заказа', params, body: statusBody, response: checkoutOutput, handle: (ctx, req) => orderStatuses.setStatus(ctx, req.params.checkoutId, req.body) },
    { method: 'delete', path: '/checkouts/{checkoutId}', tag, operation: 'checkout.manage', summary: 'Удалить заказ', params, response: deleted, handle: (ctx, req) => orderStatuses.remove(ctx, req.params.checkoutId) },
  ];
}
