import { letter, type Draft } from '../../core/mail/letter.js';

/** A variant back in stock, as its letter names it. */
export interface ArrivedVariant {
  variantId: number;
  productName: string;
  productUrl: string;
  sku: string;
  size: string | null;
  color: string | null;
  parameters: Record<string, string>;
  price: string;
}

const whole = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const withKopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 });
/** «4 990 ₽», «4 990,50 ₽». */
const roubles = (amount: string) => (Number.isInteger(Number(amount)) ? whole : withKopecks).format(Number(amount));

/** «размер M, цвет Красный, артикул DR-1». */
function variantName(variant: ArrivedVariant): string {
  const traits = [variant.size && `размер ${variant.size}`, variant.color && `цвет ${variant.color}`, ...Object.entries(variant.parameters).map(([name, value]) => `${name.toLowerCase()} ${value}`)];
  return [...traits.filter(Boolean), `артикул ${variant.sku}`].join(', ');
}

/** «1 товар», «2 товара», «5 товаров». */
function goods(count: number): string {
  const [ten, hundred] = [count % 10, count % 100];
  const word = ten === 1 && hundred !== 11 ? 'товар' : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 'товара' : 'товаров';
  return `${count} ${word}`;
}

/**
 * The back-in-stock letter (CONTRACT §16, §18): every variant that came back for the address since
 * its last such letter, grouped by product, each with its price; a product's page on the storefront
 * (with the variant chosen when it is one), and why the reader gets it. One product: its button; several:
 * each product's link among the facts and the first product's button.
 */
export function backInStockLetter(to: string, variants: readonly ArrivedVariant[], publicUrl: string): Draft {
  const products = new Map<string, ArrivedVariant[]>();
  for (const variant of variants) products.set(variant.productUrl, [...(products.get(variant.productUrl) ?? []), variant]);
  const groups = [...products.values()];
  const pageOf = (group: ArrivedVariant[]) => `${publicUrl}/product/${encodeURIComponent(group[0].productUrl)}${group.length === 1 ? `?variant=${group[0].variantId}` : ''}`;
  const [first] = groups;
  const product = first[0];
  const one = groups.length === 1;
  return letter(to, {
    subject: `Товар снова в наличии: ${product.productName}${one ? '' : ` и ещё ${goods(groups.length - 1)}`}`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      one
        ? first.length === 1
          ? `«${product.productName}» снова в наличии — успейте купить, пока он не закончился.`
          : `«${product.productName}» снова в наличии в вариантах, которых вы ждали, — успейте купить, пока они не закончились.`
        : `Снова в наличии ${goods(groups.length)}, которых вы ждали, — успейте купить, пока они не закончились.`,
      'Вы получили это письмо, потому что попросили сообщить о поступлении на сайте магазина «{shop}». Об этих вариантах мы больше не напишем; о поступлениях мы пишем не чаще раза в час.',
    ],
    facts: groups.flatMap((group): [string, string][] => [
      ['Товар', group[0].productName],
      ...group.map((variant): [string, string] => [variantName(variant), roubles(variant.price)]),
      ...(one ? [] : [['Ссылка', pageOf(group)] as [string, string]]),
    ]),
    action: { label: one ? 'Перейти к товару' : `Перейти к товару «${product.productName}»`, url: pageOf(first) },
  });
}
