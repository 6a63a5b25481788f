import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import type { AdminProductRowFragment } from '../../../generated/admin/graphql';
import { productImageUrl } from '../../../shared/catalog/product-image';
import { RouterLink } from '../../../shared/components/RouterLink';
import { formatPrice } from '../../../shared/format/format';
import type { Column } from '../../dictionaries/dictionary';
import { productUrls } from '../urls';
import { StockCell } from './VariantStockEditor';

/** The products table's columns; `onStockSaved` follows a variant's stock or price changed in place. */
export const productColumns = (onStockSaved: () => unknown): Column<AdminProductRowFragment>[] => [
  {
    header: 'Фото',
    cell: (product) =>
      product.images[0] ? (
        <Image src={productImageUrl(product.images[0], 'thumb')} alt={product.name} boxSize="12" objectFit="cover" borderRadius="l2" />
      ) : (
        <Box boxSize="12" borderRadius="l2" bg="bg.muted" role="img" aria-label="Нет фото" />
      ),
  },
  {
    header: 'Название',
    // A long name wraps instead of widening the table.
    cell: (product) => (
      <Box minW="48" maxW="xs" whiteSpace="normal">
        <RouterLink to={productUrls.edit(product.id)} fontWeight="semibold">
          {product.name}
        </RouterLink>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {product.url}
        </Text>
      </Box>
    ),
  },
  // One column for both, the brand under the category, so the list fits 1280 px.
  {
    header: 'Категория и бренд',
    cell: (product) => (
      <>
        <Text>{product.category.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {product.brand?.name ?? 'без бренда'}
        </Text>
      </>
    ),
  },
  { header: 'Цена', cell: (product) => (product.price === null ? '—' : `от ${formatPrice(product.price)}`) },
  { header: 'Наличие', cell: (product) => <StockCell product={product} onSaved={onStockSaved} /> },
  { header: 'В продаже', cell: (product) => (product.available ? <Badge colorPalette="teal">В продаже</Badge> : <Badge colorPalette="orange">Снят с продажи</Badge>) },
];
