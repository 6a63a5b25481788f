import { letter } from '../../core/mail/letter.js';
import type { Letter } from '../../core/mail/mailer.js';

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

/**
 * The back-in-stock letter: the product, each variant that came back with its price, the product's
 * page on the storefront (with the variant chosen when it is one), and why the reader gets it.
 */
export function backInStockLetter(to: string, variants: readonly ArrivedVariant[], publicUrl: string): Letter {
  const [first] = variants;
  const page = `${publicUrl}/product/${encodeURIComponent(first.productUrl)}${variants.length === 1 ? `?variant=${first.variantId}` : ''}`;
  return letter(to, {
    subject: `Товар снова в наличии: ${first.productName}`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      variants.length === 1 ? `«${first.productName}» снова в наличии — успейте купить, пока он не закончился.` : `«${first.productName}» снова в наличии в вариантах, которых вы ждали, — успейте купить, пока они не закончились.`,
      'Вы получили это письмо, потому что попросили сообщить о поступлении этого товара на сайте «Витрины». Это разовое письмо: больше мы о нём не напишем.',
    ],
    facts: [['Товар', first.productName], ...variants.map((variant): [string, string] => [variantName(variant), roubles(variant.price)])],
    action: { label: 'Перейти к товару', url: page },
  });
}
