import { z } from 'zod';
import { integer, text } from '../../core/validation.js';
import { basketId } from './basket.inputs.js';

/** A city by its code at СДЭК, as `deliveryCities` answers it. */
export const cityCode = integer(1, 100_000_000).describe('Код города в СДЭК (из подсказки городов)');

export const citiesQuery = z.object({ q: text().trim().max(100).describe('Начало названия города; меньше 2 знаков — пустой список') });

// A preprocessed number reads as optional input to zod: the document is told outright.
export const pointsQuery = z.object({ cityCode: cityCode.meta({ param: { required: true } }), q: text().trim().max(100).optional().describe('Слова адреса или названия пункта: улица, дом') });

const pointCode = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Код пункта выдачи СДЭК');

export const quoteBody = z
  .object({ basketId, cityCode, deliveryPointCode: pointCode.optional().describe('Выбранный пункт СДЭК: постамат считается по своему тарифу') })
  .describe('Расчёт доставки СДЭК для корзины в город (и до выбранного пункта)');

/** What both checkout bodies take beside `deliveryMethodId` for a СДЭК method (CONTRACT §20). */
export const carrierChoiceFields = {
  cityCode: cityCode.optional().describe('Код города в СДЭК: обязателен для способов СДЭК'),
  cityName: text().trim().max(200).optional().describe('Название города, как его выбрал покупатель (из подсказки)'),
  deliveryPointCode: pointCode.optional().describe('Пункт выдачи или постамат СДЭК: обязателен для доставки до пункта'),
  deliveryPrice: z.number().min(0).max(1e8).optional().describe('Стоимость доставки, которую видел покупатель, ₽: если расчёт изменился, заказ не оформляется (409 STALE)'),
};
export const carrierChoice = z.object(carrierChoiceFields);
export type CarrierChoice = z.output<typeof carrierChoice>;
