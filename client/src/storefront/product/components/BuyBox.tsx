import { cartUrls } from '../../cart/urls';
import { FormAlert } from '../../forms/FormAlert';
import { Link } from '../../routing';
import { QuantityStepper } from '../../shop/components/QuantityStepper';
import { Button } from '../../ui/Button';
import { Stack, Text, linkClass } from '../../ui/Text';

export interface BuyBoxProps {
  /** The chosen variant's stock; `undefined` when no variant can be chosen. */
  stock: number | undefined;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onAdd: () => void;
  adding: boolean;
  /** The variant was just added. */
  added: boolean;
  /** Why the server refused the addition. */
  refusal?: string;
}

/** Availability of the chosen variant, the quantity, «В корзину», and what came of the last addition. */
export function BuyBox({ stock, quantity, onQuantityChange, onAdd, adding, added, refusal }: BuyBoxProps) {
  const available = !!stock && stock > 0;
  return (
    <Stack gap={4}>
      <Text tone={available ? 'success' : 'muted'} weight="medium">
        {!available ? 'Нет в наличии' : stock <= 5 ? `Осталось ${stock} шт.` : 'В наличии'}
      </Text>
      <Stack row wrap gap={4} align="center">
        <QuantityStepper value={quantity} max={stock} onChange={onQuantityChange} disabled={!available} />
        <Button size="lg" onClick={onAdd} disabled={!available} loading={adding}>
          {adding ? 'Добавляем…' : 'В корзину'}
        </Button>
      </Stack>
      {refusal && <FormAlert title={refusal} />}
      {added && !refusal && (
        <FormAlert status="success" title="Товар добавлен в корзину">
          <Link to={cartUrls.cart} className={linkClass()}>
            Перейти в корзину
          </Link>
        </FormAlert>
      )}
    </Stack>
  );
}
