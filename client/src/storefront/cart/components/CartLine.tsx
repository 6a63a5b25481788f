import type { BasketContentsFragment } from '../../../generated/basket/graphql';
import { productImageUrl } from '../../../shared/catalog/product-image';
import { productUrls } from '../../../shared/catalog/product-urls';
import { formatPrice } from '../../../shared/format/format';
import { Link } from '../../routing';
import { Price } from '../../shop/components/Price';
import { QuantityStepper } from '../../shop/components/QuantityStepper';
import { variantDetails } from '../../shop/variant-details';
import { Button } from '../../ui/Button';
import { Stack, Text, linkClass } from '../../ui/Text';
import styles from './CartLine.module.css';

export type BasketLine = BasketContentsFragment['orderProducts'][number];

export interface CartLineProps {
  line: BasketLine;
  /** Why the line cannot be bought now («Нет в наличии», «В наличии только 2 шт.»…): it is highlighted. */
  problem?: string;
  /** Why the server refused the last change of this line. */
  refusal?: string;
  pending: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line of the basket: picture, name, size and colour, price, quantity, sum, «Удалить». A line
 * the promotions discount shows the discounted price and sum beside the price struck through.
 */
export function CartLine({ line, problem, refusal, pending, onQuantityChange, onRemove }: CartLineProps) {
  const { product, oldPrice, stock } = line.productVariant;
  const to = productUrls.product(product.url, line.productVariant.id);
  const { image } = line;
  const details = variantDetails(line);
  const discounted = line.discount > 0;
  const sum = (Math.round(line.price * 100) * line.quantity - Math.round(line.discount * 100)) / 100;
  return (
    <li className={problem ? `${styles.line} ${styles.problem}` : styles.line} aria-label={product.name} aria-busy={pending}>
      <div className={styles.thumb}>{image && <img src={productImageUrl(image, 'thumb')} alt="" width={240} height={240} loading="lazy" />}</div>
      <Stack gap={2} className={styles.body}>
        <Link to={to} className={linkClass(true, styles.name)}>
          {product.name}
        </Link>
        {details && (
          <Text size="sm" tone="muted">
            {details}
          </Text>
        )}
        <Price price={discounted ? line.discountedPrice : line.price} oldPrice={discounted ? line.price : oldPrice} />
        {problem && (
          <Text tone="danger" weight="medium">
            {problem}
          </Text>
        )}
        <Stack row wrap gap={4} align="center" className={styles.controls}>
          <QuantityStepper value={line.quantity} max={stock} onChange={onQuantityChange} disabled={pending} label={`Количество: ${product.name}`} />
          <Text className={styles.sum}>{formatPrice(sum)}</Text>
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={pending}>
            Удалить
          </Button>
        </Stack>
        {refusal && (
          <Text role="alert" tone="danger" size="sm">
            {refusal}
          </Text>
        )}
      </Stack>
    </li>
  );
}
