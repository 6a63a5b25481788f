import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Box } from '@chakra-ui/react/box';
import { Fragment, useState, type ReactNode } from 'react';
import type { FieldErrors } from '../../../shared/errors/error-message';
import type { SelectOption } from '../../dictionaries/dictionary';
import { tidyAmountText } from '../../dictionaries/form-values';
import { parcelFields, variantErrorKey, type ParcelField, type VariantDraft, type VariantField } from '../product-form';
import { ImagesField } from './ImagesField';
import { ParcelFields, parcelSummary } from './ParcelFields';

export interface VariantsTableProps {
  variants: VariantDraft[];
  sizes: SelectOption[];
  colors: SelectOption[];
  /** The form's errors: a variant's under `productVariants.0.sku`, the table's own under `productVariants`. */
  errors: FieldErrors;
  onChange: (index: number, field: VariantField, value: string | string[]) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** What a variant's empty weight or side means: the product's value, or the shop's default. */
  parcelDefaults: Record<ParcelField, string>;
}

type TextField = Exclude<VariantField, 'sizeId' | 'colorId' | 'images' | ParcelField>;

/** The table's columns: SKU, size, colour, three amounts, pictures. */
const COLUMN_COUNT = 7;

const PARCEL_HELPER = 'Для расчёта доставки СДЭК. Пустое поле — как у товара, а если и у товара пусто — по умолчанию магазина: 500 г, 30×20×10 см.';

interface TextColumn {
  field: TextField;
  header: string;
  width: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
}

const skuColumn: TextColumn = { field: 'sku', header: 'Артикул', width: '40', required: true };
const amountColumns: TextColumn[] = [
  { field: 'price', header: 'Цена, ₽', width: '24', required: true, inputMode: 'decimal' },
  { field: 'oldPrice', header: 'Старая цена, ₽', width: '24', inputMode: 'decimal' },
  { field: 'stock', header: 'Остаток, шт.', width: '16', inputMode: 'numeric' },
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
const skuSize = (sku: string) => Math.max(12, sku.length + 2);

/**
 * The product's variants as rows of inputs: SKU, size, colour, price, old price, stock and pictures;
 * under each, its weight and box folded into «Вес и габариты» (open while one of them is refused)
 * and «Удалить», so that a row fits the page at 1280 px; «Добавить вариант» below.
 */
export function VariantsTable({ variants, sizes, colors, errors, onChange, onAdd, onRemove, parcelDefaults }: VariantsTableProps) {
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setUnfolded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
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
              const parcelErrors = Object.fromEntries(parcelFields.map((field) => [field, errors[variantErrorKey(index, field)]]));
              const open = unfolded.has(variant.key) || Object.values(parcelErrors).some(Boolean);
              const parcelId = `parcel-${variant.key}`;
              const summary = parcelSummary(variant, 'как у товара');
              return (
                <Fragment key={variant.key}>
                <Table.Row css={{ '& > td': { borderBottomWidth: '0' } }}>
                  {cell(skuColumn)}
                  {select('sizeId', 'Размер', sizes)}
                  {select('colorId', 'Цвет', colors)}
                  {amountColumns.map(cell)}
                  <Table.Cell verticalAlign="top">
                    <ImagesField compact label={`Фото, ${row}`} images={variant.images} onChange={(images) => onChange(index, 'images', images)} error={errors[variantErrorKey(index, 'images')]} />
                  </Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell colSpan={COLUMN_COUNT} pt="0">
                    <HStack justify="space-between" gap="3">
                      <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={parcelId} aria-label={`Вес и габариты: ${summary}, ${row}`} onClick={() => toggle(variant.key)}>
                        <Text as="span" aria-hidden="true">
                          {open ? '▾' : '▸'}
                        </Text>
                        Вес и габариты: {summary}
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRemove(index)} aria-label={`Удалить ${row}`}>
                        Удалить
                      </Button>
                    </HStack>
                    {open && (
                      <Box id={parcelId} pt="2" ps="2" whiteSpace="normal">
                        <ParcelFields values={variant} placeholders={parcelDefaults} onChange={(field, value) => onChange(index, field, value)} errors={parcelErrors} whose={`, ${row}`} helper={PARCEL_HELPER} />
                      </Box>
                    )}
                  </Table.Cell>
                </Table.Row>
                </Fragment>
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
