import { z } from 'zod';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import type { Route } from '../../core/rest.js';
import { citiesQuery, pointsQuery, quoteBody } from './delivery-choice.inputs.js';
import type { DeliveryChoiceService } from './delivery-choice.service.js';
import { cityOutput, DeliveryCityType, DeliveryMapType, DeliveryOfferType, DeliveryPointType, mapOutput, offerOutput, pointOutput } from './delivery-choice.types.js';

const unavailableNote = 'Каждый вызов спрашивает СДЭК: ограничен по IP; если СДЭК не отвечает — 503 DELIVERY_UNAVAILABLE';

/** Choosing a СДЭК delivery at checkout over REST: `/delivery/cities`, `/delivery/points`, `/delivery/quote`. */
export function deliveryChoiceRoutes(choice: DeliveryChoiceService): Route[] {
  const tag = 'Delivery';
  return [
    { method: 'get', path: '/delivery/cities', tag, operation: 'delivery.cities', summary: `Города СДЭК по началу названия (хранятся несколько минут). ${unavailableNote}`, query: citiesQuery, response: z.array(cityOutput), handle: (ctx, req) => choice.cities(ctx, req.query) },
    { method: 'get', path: '/delivery/points', tag, operation: 'delivery.points', summary: `Пункты выдачи и постаматы СДЭК в городе, поиск по улице (хранятся несколько минут). ${unavailableNote}`, query: pointsQuery, response: z.array(pointOutput), handle: (ctx, req) => choice.points(ctx, req.query) },
    { method: 'get', path: '/delivery/map', tag, operation: 'delivery.map', summary: 'Карта пунктов выдачи: ключ JavaScript API Яндекс Карт (YANDEX_MAPS_API_KEY); null — карты нет, пункты списком', response: mapOutput, handle: async (ctx) => choice.map(ctx) },
    { method: 'post', path: '/delivery/quote', tag, operation: 'delivery.quote', summary: `Цена и срок каждого способа доставки СДЭК для корзины в город. ${unavailableNote}`, body: quoteBody, status: 200, response: z.array(offerOutput), handle: (ctx, req) => choice.quote(ctx, req.body) },
  ];
}

export function deliveryChoiceResolver(choice: DeliveryChoiceService) {
  @Resolver()
  class DeliveryChoiceResolver {
    @Query(() => [DeliveryCityType], { description: 'Города СДЭК по началу названия (от 2 знаков)' })
    @Allow('delivery.cities')
    deliveryCities(@Arg('q') q: string, @Ctx() ctx: Context) {
      return choice.cities(ctx, { q });
    }

    @Query(() => [DeliveryPointType], { description: 'Пункты выдачи и постаматы СДЭК в городе; q — слова адреса' })
    @Allow('delivery.points')
    deliveryPoints(@Arg('cityCode', () => Int) cityCode: number, @Arg('q', () => String, { nullable: true }) q: string | null, @Ctx() ctx: Context) {
      return choice.points(ctx, { cityCode, q: q ?? undefined });
    }

    @Query(() => DeliveryMapType, { description: 'Карта пунктов выдачи: ключ JavaScript API Яндекс Карт; пусто — пункты только списком' })
    @Allow('delivery.map')
    deliveryMap(@Ctx() ctx: Context) {
      return choice.map(ctx);
    }

    @Query(() => [DeliveryOfferType], { description: 'Цена и срок каждого способа доставки СДЭК для корзины в город; с выбранным пунктом — до него (постамат — по своему тарифу)' })
    @Allow('delivery.quote')
    deliveryQuote(
      @Arg('basketId') basketId: string,
      @Arg('cityCode', () => Int) cityCode: number,
      @Arg('deliveryPointCode', () => String, { nullable: true, description: 'Выбранный пункт СДЭК: постамат считается по своему тарифу' }) deliveryPointCode: string | null,
      @Ctx() ctx: Context,
    ) {
      return choice.quote(ctx, { basketId, cityCode, deliveryPointCode: deliveryPointCode ?? undefined });
    }
  }
  return DeliveryChoiceResolver;
}
