import { child, children, text, type XmlNode } from './commerceml-xml.js';

/** The characteristic that tells apart offers of one product differing only by name. */
export const VARIANT = 'Вариант';

/** `1 990,50` → 1990.5; null when there is no number. */
export function amount(value: string): number | null {
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!cleaned) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The offer's stock: Количество, else the sum over its warehouses (Склад/@КоличествоНаСкладе, Остатки/Остаток); null when it names none. */
export function quantity(offer: XmlNode): number | null {
  const direct = amount(text(offer, 'Количество'));
  if (direct !== null) return direct;
  const parts = [
    ...children(offer, 'Склад').map((s) => amount(s.attrs['КоличествоНаСкладе'] ?? '')),
    ...children(child(offer, 'Остатки'), 'Остаток').map((rest) => amount(text(rest, 'Количество')) ?? amount(text(rest, 'Склад', 'Количество'))),
  ].filter((n): n is number => n !== null);
  return parts.length ? parts.reduce((sum, n) => sum + n, 0) : null;
}

/**
 * What an offer's name adds to its product's, as 1C names a characteristic's offer
 * («Ботинки (37)» of «Ботинки» → «37»); the whole name when it does not begin with the product's.
 */
export function nameDifference(offerName: string, productName: string): string {
  const offer = offerName.trim();
  const product = productName.trim();
  let rest = product && offer.toLowerCase().startsWith(product.toLowerCase()) ? offer.slice(product.length) : offer;
  rest = rest.replace(/^[\s,;:–—-]+/, '').trim();
  if (/^\(.*\)$/.test(rest)) rest = rest.slice(1, -1).trim();
  return rest.slice(0, 200);
}

/** An offer's characteristics as the shop keeps them: size and colour by name, the others as the variant's parameters. */
export interface OfferCharacteristics {
  size: string | undefined;
  color: string | undefined;
  /** Null when the offer says nothing of them (a package of price and stock changes): the variant keeps its own. */
  parameters: Record<string, string> | null;
  /** The values, in the file's order, that make the variant's SKU. */
  values: string[];
}

/**
 * ХарактеристикиТовара of an offer: Размер and Цвет, every other one a parameter. An offer of a
 * product's characteristic (`product#characteristic`) with none, whose name differs from its
 * product's, gets the difference as «Вариант» — else such offers would be identical variants.
 */
export function characteristics(offer: XmlNode, productName: string): OfferCharacteristics {
  const listed = children(child(offer, 'ХарактеристикиТовара'), 'ХарактеристикаТовара')
    .map((c) => ({ name: text(c, 'Наименование'), value: text(c, 'Значение').slice(0, 200) }))
    .filter((c) => c.name && c.value);
  const size = listed.find((c) => c.name.toLowerCase().startsWith('размер'));
  const color = listed.find((c) => c.name.toLowerCase().startsWith('цвет'));
  const parameters = Object.fromEntries(listed.filter((c) => c !== size && c !== color).map((c) => [c.name.slice(0, 100), c.value]));
  const name = text(offer, 'Наименование');
  if (!listed.length && text(offer, 'Ид').includes('#')) {
    const difference = nameDifference(name, productName);
    if (difference) parameters[VARIANT] = difference;
  }
  const said = listed.length > 0 || name !== '';
  return { size: size?.value, color: color?.value, parameters: said ? parameters : null, values: [...listed.map((c) => c.value), ...(VARIANT in parameters ? [parameters[VARIANT]] : [])] };
}

/**
 * A product's weight in grams from 1C, which writes kilograms as a decimal («0,35»): the Товар's own
 * `Вес` (МойСклад, newer 1C modules), else its requisite «Вес» (ЗначенияРеквизитов, as 1C:УТ
 * exports it); null when it gives none above zero, so the product keeps what it has.
 */
export function grams(product: XmlNode): number | null {
  const requisite = children(child(product, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита').find((r) => text(r, 'Наименование').toLowerCase() === 'вес');
  const kilograms = amount(text(product, 'Вес')) ?? (requisite ? amount(text(requisite, 'Значение')) : null);
  return kilograms !== null && kilograms > 0 ? Math.max(1, Math.round(kilograms * 1000)) : null;
}
