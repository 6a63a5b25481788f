import { useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { AdminProductSearchDocument, type AdminProductSearchQuery } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { formatPrice } from '../../../shared/format/format';
import { DataTable } from '../../dictionaries/components/DataTable';
import { SearchFilter } from '../../dictionaries/components/ListFilters';
import type { Column } from '../../dictionaries/dictionary';
import { AddVariantControl } from '../components/AddVariantControl';

type Variant = AdminProductSearchQuery['products']['rows'][number]['productVariants'][number];

const variantColumns: Column<Variant>[] = [
  { header: 'Вариант', cell: (variant) => [variant.size?.name, variant.color?.name].filter(Boolean).join(', ') || '—' },
  { header: 'Артикул', cell: (variant) => variant.sku },
  { header: 'Цена', cell: (variant) => formatPrice(variant.price) },
  { header: 'В наличии', cell: (variant) => (variant.stock > 0 ? `${variant.stock} шт.` : 'Нет в наличии') },
];

export interface ProductPickerProps {
  adding: boolean;
  onAdd: (productVariantId: number, quantity: number) => void;
}

/** «Поиск товара» by name or SKU (any part), then each found product's variants with a quantity and «Добавить». */
export function ProductPicker({ adding, onAdd }: ProductPickerProps) {
  const [name, setName] = useState('');
  const { data, loading, error, refetch } = useQuery(AdminProductSearchDocument, { variables: { q: name }, skip: !name });
  const products = data?.products.rows ?? [];
  return (
    <Stack gap="4">
      <SearchFilter label="Поиск товара" placeholder="название или артикул: платье, DRE001" value={name} onSearch={setName} />
      {loading && <PageLoader label="Поиск товаров…" />}
      {error && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {data && products.length === 0 && <Text>Ничего не нашлось. Попробуйте другое название.</Text>}
      {products.map((product) => (
        <Stack key={product.id} gap="2">
          <Heading as="h3" size="sm">
            {product.name}
          </Heading>
          <DataTable
            caption={`Варианты: ${product.name}`}
            columns={variantColumns}
            rows={product.productVariants}
            actions={(variant) => <AddVariantControl sku={variant.sku} stock={variant.stock} adding={adding} onAdd={(quantity) => onAdd(variant.id, quantity)} />}
          />
        </Stack>
      ))}
    </Stack>
  );
}
