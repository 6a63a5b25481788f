import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';

export interface AddVariantControlProps {
  sku: string;
  stock: number;
  adding: boolean;
  onAdd: (quantity: number) => void;
}

/** A quantity (1 to the stock) and «Добавить» for one variant; nothing to add when it is out of stock. */
export function AddVariantControl({ sku, stock, adding, onAdd }: AddVariantControlProps) {
  const [quantity, setQuantity] = useState('1');
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= 1 && count <= stock;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !adding) onAdd(count);
  };
  return (
    <form onSubmit={submit}>
      <HStack justify="flex-end" gap="2">
        <Input
          type="number"
          size="xs"
          w="20"
          min={1}
          max={stock}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          disabled={stock === 0}
          aria-label={`Количество, ${sku}`}
        />
        <Button type="submit" size="xs" variant="outline" disabled={!valid || adding} aria-label={`Добавить ${sku}`}>
          Добавить
        </Button>
      </HStack>
    </form>
  );
}
