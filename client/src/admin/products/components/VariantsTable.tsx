import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../shared/errors/error-message';
import type { SelectOption } from '../../dictionaries/dictionary';
import { tidyAmountText } from '../../dictionaries/form-values';
import { variantErrorKey, type VariantDraft, type VariantField } from '../product-form';
import { ImagesField } from './ImagesField';

export interface VariantsTableProps {
  variants: VariantDraft[];
  sizes: SelectOption[];
  colors: SelectOption[];
  /** The form's errors: a variant's under `productVariants.0.sku`, the table's own under `productVariants`. */
  errors: FieldErrors;
  onChange: (index: number, field: VariantField, value: string | string[]) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

type TextField = Exclude<VariantField, 'sizeId' | 'colorId' | 'images'>;

interface TextColumn {
  field: TextField;
  header: string;
  width: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
}

const skuColumn: TextColumn = { field: 'sku', header: 'Артикул', width: '40', required: true };
const amountColumns: TextColumn[] = [
  { field: 'price', header: 'Цена, ₽', width: '28', required: true, inputMode: 'decimal' },
  { field: 'oldPrice', header: 'Старая цена, ₽', width: '28', inputMode: 'decimal' },
  { field: 'stock', header: 'Остаток, шт.', width: '20', inputMode: 'numeric' },
];

/** The column's name, with the required mark (the cells' inputs carry `aria-required`). */
function Header({ column }: { column: TextColumn }) {
  return (
    <Table.ColumnHeader whiteSpace="nowrap">
      {column.header}
      {column.required && (
        <Text as="span" color="fg.error" ms="1" aria-hidden="true">
          *
        </Text>
      )}
    </Table.ColumnHeader>
  );
}

// An SKU grows with its text, so the whole of it stays in view.
const skuSize = (sku: string) => Math.max(14, sku.length + 2);

/** The product's variants as rows of inputs: SKU, size, colour, price, old price, stock and pictures; «Добавить вариант» below. */
export function VariantsTable({ variants, sizes, colors, errors, onChange, onAdd, onRemove }: VariantsTableProps) {
  return (
    <Stack gap="3" align="flex-start">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" w="full">
        <Table.Root size="sm" aria-label="Варианты товара">
          <Table.Header>
            <Table.Row>
              <Header column={skuColumn} />
              <Table.ColumnHeader>Размер</Table.ColumnHeader>
              <Table.ColumnHeader>Цвет</Table.ColumnHeader>
              {amountColumns.map((column) => (
                <Header key={column.field} column={column} />
              ))}
              <Table.ColumnHeader>Фото</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {variants.map((variant, index) => {
              const row = `вариант ${index + 1}`;
              const cell = (column: TextColumn) => {
                const text = variant[column.field];
                const isSku = column.field === 'sku';
                const tidy = column.inputMode === 'decimal' ? () => tidyAmountText(text) !== text && onChange(index, column.field, tidyAmountText(text)) : undefined;
                return (
                  <Table.Cell key={column.field} verticalAlign="top">
                    <CellField label={`${column.header}, ${row}`} required={column.required} error={errors[variantErrorKey(index, column.field)]}>
                      <Input
                        size="sm"
                        minW={column.width}
                        w={isSku ? 'auto' : undefined}
                        htmlSize={isSku ? skuSize(text) : undefined}
                        title={isSku && text ? text : undefined}
                        inputMode={column.inputMode}
                        aria-required={column.required || undefined}
                        value={text}
                        onChange={(event) => onChange(index, column.field, event.target.value)}
                        onBlur={tidy}
                      />
                    </CellField>
                  </Table.Cell>
                );
              };
              const select = (field: 'sizeId' | 'colorId', header: string, options: SelectOption[]) => (
                <Table.Cell verticalAlign="top">
                  <CellField label={`${header}, ${row}`} error={errors[variantErrorKey(index, field)]}>
                    <NativeSelect.Root size="sm" minW="24">
                      <NativeSelect.Field value={variant[field]} onChange={(event) => onChange(index, field, event.target.value)}>
                        <option value="">—</option>
                        {options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </CellField>
                </Table.Cell>
              );
              return (
                <Table.Row key={variant.key}>
                  {cell(skuColumn)}
                  {select('sizeId', 'Размер', sizes)}
                  {select('colorId', 'Цвет', colors)}
                  {amountColumns.map(cell)}
                  <Table.Cell verticalAlign="top">
                    <ImagesField compact label={`Фото, ${row}`} images={variant.images} onChange={(images) => onChange(index, 'images', images)} error={errors[variantErrorKey(index, 'images')]} />
                  </Table.Cell>
                  <Table.Cell verticalAlign="top" textAlign="end">
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRemove(index)} aria-label={`Удалить ${row}`}>
                      Удалить
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {variants.length === 0 && <Text color="fg.muted">Вариантов нет: добавьте хотя бы один.</Text>}
      {errors.productVariants && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errors.productVariants}
        </Text>
      )}
      <Button size="sm" variant="subtle" onClick={onAdd}>
        Добавить вариант
      </Button>
    </Stack>
  );
}

/** An input of the table: its name only for screen readers (the column says it), the reason under it. */
function CellField({ label, required, error, children }: { label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label srOnly>{label}</Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
