import { z } from 'zod';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import { Shipment } from './shipment.entity.js';
import type { ShipmentService } from './shipment.service.js';

const shipmentOutput = z.object({ carrier: z.literal('cdek'), uuid: z.string(), trackNumber: z.string().nullable(), state: z.enum(['registering', 'registered', 'shipped', 'delivered', 'problem']) });
const answer = ({ carrier, uuid, trackNumber, state }: Shipment) => ({ carrier, uuid, trackNumber: trackNumber ?? null, state });

/** «Передать в СДЭК», its print forms, and the carrier's notifications (CONTRACT §20). */
export function shipmentRoutes(shipments: ShipmentService): Route[] {
  const tag = 'Delivery';
  const params = z.object({ checkoutId: id });
  const printed = (form: 'waybill' | 'labels', summary: string): Route => ({
    method: 'get',
    path: `/checkouts/{checkoutId}/shipments/${form}`,
    tag,
    operation: 'shipment.manage',
    summary,
    params,
    file: ['application/pdf'],
    handle: async (ctx, req, res) => {
      const pdf = await shipments.print(ctx, req.params.checkoutId, form);
      res.type('application/pdf').attachment(`${form}-${req.params.checkoutId}.pdf`).send(Buffer.from(pdf));
    },
  });
  return [
    {
      method: 'post',
      path: '/checkouts/{checkoutId}/shipments',
      tag,
      operation: 'shipment.manage',
      summary: 'Передать заказ в СДЭК (201; повтор отвечает тем же отправлением, второго заказа в СДЭК нет). Трек-номер СДЭК становится трек-номером заказа',
      params,
      response: shipmentOutput,
      handle: async (ctx, req, res) => {
        res.status(201).json(answer(await shipments.create(ctx, req.params.checkoutId)));
      },
    },
    printed('waybill', 'Накладная СДЭК заказа, PDF'),
    printed('labels', 'Штрихкоды мест заказа для СДЭК, PDF'),
    {
      method: 'post',
      path: '/deliveries/cdek',
      tag,
      operation: 'shipment.notify',
      summary: 'Уведомления СДЭК о статусах заказов (ORDER_STATUS): отправление перечитывается из СДЭК, в счёт идёт только ответ СДЭК',
      body: z.unknown(),
      status: 200,
      response: z.object({ accepted: z.literal(true) }),
      handle: (ctx, req) => shipments.notified(ctx, req.body),
    },
  ];
}

export function shipmentResolver(shipments: ShipmentService) {
  @Resolver()
  class ShipmentResolver {
    @Mutation(() => Shipment, { description: 'Передать заказ в СДЭК (сотрудники); заказ, уже переданный, отвечает тем же отправлением' })
    @Allow('shipment.manage')
    async createShipment(@Arg('checkoutId', () => Int) checkoutId: number, @Ctx() ctx: Context) {
      return shipments.create(ctx, checkoutId);
    }

    @Query(() => Shipment, { nullable: true, description: 'Отправление заказа, если заказ передан в службу доставки (сотрудники)' })
    @Allow('shipment.manage')
    checkoutShipment(@Arg('checkoutId', () => Int) checkoutId: number, @Ctx() ctx: Context) {
      return shipments.ofOrder(ctx, checkoutId);
    }
  }
  return ShipmentResolver;
}
