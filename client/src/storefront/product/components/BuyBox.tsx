import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { cartUrls } from '../../cart/urls';
import { FormAlert } from '../../forms/FormAlert';
import { Link } from '../../routing';
import { QuantityStepper } from '../../shop/components/QuantityStepper';
import { Button } from '../../ui/Button';
import { Stack, Text, linkClass } from '../../ui/Text';

/** «Сообщить о поступлении»'s form arrives when the shopper reaches for the button (pointer over it, focus), out of the page's first load. */
const loadStockAlert = () => import('../../stock-alert/components/StockAlertForm');
const StockAlertForm = lazyNamed(loadStockAlert, (module) => module.StockAlertForm);
const fetchStockAlert = () => void loadStockAlert();

export interface BuyBoxProps {
  /** The chosen variant; `undefined` when no variant can be chosen. */
  variantId: number | undefined;
  /** The chosen variant's stock; `undefined` when no variant can be chosen. */
  stock: number | undefined;
  /** The product comes in several sizes and none is chosen yet: the button asks for one. */
  needsSize?: boolean;
  onChooseSize?: () => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onAdd: () => void;
  adding: boolean;
  /** The variant was just added. */
  added: boolean;
  /** Why the server refused the addition. */
  refusal?: string;
}

/**
 * Availability of the chosen variant, the quantity, «В корзину», and what came of the last addition;
 * for a sold-out variant, «Сообщить о поступлении» opening its form.
 */
export function BuyBox({ variantId, stock, needsSize, onChooseSize, quantity, onQuantityChange, onAdd, adding, added, refusal }: BuyBoxProps) {
  const available = !!stock && stock > 0;
  const [alertFor, setAlertFor] = useState<number>();
  return (
    <Stack gap={4}>
      {!needsSize && (
        <Text tone={available ? 'success' : 'muted'} weight="medium">
          {!available ? 'Нет в наличии' : stock <= 5 ? `Осталось ${stock} шт.` : 'В наличии'}
        </Text>
      )}
      <Stack row wrap gap={4} align="center">
        <QuantityStepper value={quantity} max={stock} onChange={onQuantityChange} disabled={!available} />
        {needsSize ? (
          <Button size="lg" onClick={onChooseSize}>
            Выберите размер
          </Button>
        ) : (
          <Button size="lg" onClick={onAdd} disabled={!available} loading={adding}>
            {adding ? 'Добавляем…' : 'В корзину'}
          </Button>
        )}
      </Stack>
      {variantId !== undefined &&
        !available &&
        (alertFor === variantId ? (
          <Suspense fallback={<Text tone="muted">Загружаем форму…</Text>}>
            <StockAlertForm key={variantId} variantId={variantId} />
          </Suspense>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setAlertFor(variantId)} onPointerEnter={fetchStockAlert} onFocus={fetchStockAlert}>
              Сообщить о поступлении
            </Button>
          </div>
        ))}
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
