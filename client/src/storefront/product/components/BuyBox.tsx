import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../../shared/components/RouterLink';
import { cartUrls } from '../../cart/urls';
import { FormAlert } from '../../forms/FormAlert';
import { QuantityStepper } from '../../shop/components/QuantityStepper';

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
    <Stack gap="4">
      <Text color={available ? 'fg.success' : 'fg.muted'} fontWeight="medium">
        {!available ? 'Нет в наличии' : stock <= 5 ? `Осталось ${stock} шт.` : 'В наличии'}
      </Text>
      <HStack gap="4" wrap="wrap">
        <QuantityStepper value={quantity} max={stock} onChange={onQuantityChange} disabled={!available} />
        <Button size="lg" onClick={onAdd} disabled={!available} loading={adding} loadingText="Добавляем…">
          В корзину
        </Button>
      </HStack>
      {refusal && <FormAlert title={refusal} />}
      {added && !refusal && (
        <FormAlert status="success" title="Товар добавлен в корзину">
          <RouterLink to={cartUrls.cart}>Перейти в корзину</RouterLink>
        </FormAlert>
      )}
    </Stack>
  );
}
