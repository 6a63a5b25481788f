import { Badge } from '@chakra-ui/react/badge';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { useState } from 'react';
import type { AdminVariantStockFragment } from '../../../generated/admin/graphql';
import { stickyEnd } from '../../dictionaries/components/DataTable';
import { amountFields, useVariantSave } from '../views/use-variant-save';
import { PriceJumpDialog } from './PriceJumpDialog';

interface StockProduct {
  name: string;
  productVariants: AdminVariantStockFragment[];
}

const inputModes = { stock: 'numeric', price: 'decimal' } as const;

/**
 * The «Наличие» cell: the product's quantity over all variants, and «Остатки и цены» opening its
 * variants to change their stock and price where they are. `onSaved` follows each saved variant.
 */
export function StockCell({ product, onSaved }: { product: StockProduct; onSaved: () => unknown }) {
  const [open, setOpen] = useState(false);
  const total = product.productVariants.reduce((sum, variant) => sum + variant.stock, 0);
  return (
    <Stack gap="1" align="flex-start">
      {total > 0 ? <Badge colorPalette="green">{total} шт.</Badge> : <Badge>Нет в наличии</Badge>}
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Остатки и цены «${product.name}»`}>
        Остатки и цены
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit placement="center" size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Остатки и цены «{product.name}»</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <VariantStockTable product={product} onSaved={onSaved} />
              </Dialog.Body>
              {/* Outside the scrolling body: in reach however many variants and however low the screen. */}
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Готово</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

/** One row per variant: what tells it apart, then its stock and price, saved on Enter, on leaving the field or with «Сохранить». */
function VariantStockTable({ product, onSaved }: { product: StockProduct; onSaved: () => unknown }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={`Варианты «${product.name}»`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Артикул</Table.ColumnHeader>
            <Table.ColumnHeader>Размер</Table.ColumnHeader>
            <Table.ColumnHeader>Цвет</Table.ColumnHeader>
            {amountFields.map((field) => (
              <Table.ColumnHeader key={field.name}>{field.label}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader {...stickyEnd} />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {product.productVariants.map((variant) => (
            <VariantStockRow key={variant.id} variant={variant} onSaved={onSaved} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function VariantStockRow({ variant, onSaved }: { variant: AdminVariantStockFragment; onSaved: () => unknown }) {
  const { values, errors, saving, change, submit, jump } = useVariantSave(variant, onSaved);
  return (
    <Table.Row>
      <Table.Cell>{variant.sku}</Table.Cell>
      <Table.Cell>{variant.size?.name ?? '—'}</Table.Cell>
      <Table.Cell>{variant.color?.name ?? '—'}</Table.Cell>
      {amountFields.map((field) => (
        <Table.Cell key={field.name} verticalAlign="top">
          <Field.Root invalid={!!errors[field.name]}>
            <Field.Label srOnly>{`${field.label}, ${variant.sku}`}</Field.Label>
            <Input
              size="sm"
              w="24"
              inputMode={inputModes[field.name]}
              value={String(values[field.name])}
              onChange={(event) => change(field.name, event.target.value)}
              onBlur={submit}
              onKeyDown={(event) => event.key === 'Enter' && submit()}
            />
            <Field.ErrorText whiteSpace="normal" maxW="40">
              {errors[field.name]}
            </Field.ErrorText>
          </Field.Root>
        </Table.Cell>
      ))}
      <Table.Cell verticalAlign="top" textAlign="end" {...stickyEnd}>
        <Button size="sm" variant="subtle" onClick={submit} loading={saving} aria-label={`Сохранить ${variant.sku}`}>
          Сохранить
        </Button>
        <PriceJumpDialog jumps={jump.jumps} onConfirm={jump.confirm} onCancel={jump.cancel} />
      </Table.Cell>
    </Table.Row>
  );
}
