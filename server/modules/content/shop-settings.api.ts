import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { inputTypeFrom } from '../../core/graphql-inputs.js';
import { stamped } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { ShopSettings } from './shop-settings.entity.js';
import { shopSettingsBody } from './shop-settings.inputs.js';
import type { ShopSettingsService } from './shop-settings.service.js';

export const shopSettingsOutput = z
  .object({ ...stamped, name: z.string(), legalName: z.string(), inn: z.string(), ogrn: z.string(), address: z.string(), phone: z.string(), email: z.string(), workHours: z.string(), returnDays: z.number().int().describe('Сколько дней после получения покупатель может вернуть товар (RETURN_DAYS)') })
  .meta({ id: 'ShopSettings' });

/** `GET/PUT /shop-settings`. */
export const shopSettingsRoutes = (service: ShopSettingsService): Route[] => [
  { method: 'get', path: '/shop-settings', tag: 'ShopSettings', operation: 'shopSettings.get', summary: 'Настройки магазина: название, реквизиты, контакты', response: shopSettingsOutput, handle: (ctx) => service.get(ctx) },
  {
    method: 'put',
    path: '/shop-settings',
    tag: 'ShopSettings',
    operation: 'shopSettings.update',
    summary: 'Изменить настройки магазина (администратор; все поля)',
    body: shopSettingsBody,
    response: shopSettingsOutput,
    handle: (ctx, req) => service.update(ctx, req.body),
  },
];

/** `shopSettings` and `updateShopSettings`. */
export function shopSettingsResolver(service: ShopSettingsService) {
  const ShopSettingsInput = inputTypeFrom('ShopSettingsInput', shopSettingsBody);

  @Resolver(() => ShopSettings)
  class ShopSettingsResolver {
    @Query(() => ShopSettings, { description: 'Настройки магазина: название, реквизиты, контакты' })
    @Allow('shopSettings.get')
    shopSettings(@Ctx() ctx: Context) {
      return service.get(ctx);
    }

    @Mutation(() => ShopSettings, { description: 'Изменить настройки магазина (администратор)' })
    @Allow('shopSettings.update')
    updateShopSettings(@Arg('input', () => ShopSettingsInput) input: object, @Ctx() ctx: Context) {
      return service.update(ctx, input);
    }
  }
  return ShopSettingsResolver;
}
