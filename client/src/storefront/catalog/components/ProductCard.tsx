import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import type { ProductCardFragment } from '../../../generated/shop/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { productUrls } from '../../../shared/catalog/product-urls';
import { Price } from '../../shop/components/Price';
import { ProductPicture, type PictureLoading } from '../../shop/components/ProductPicture';

/**
 * One product in the catalogue grid: picture, brand, name, price and old price, «Нет в наличии».
 * The picture is square (its box is sized before it arrives, so nothing shifts) and taken from the
 * WebP copies by width; the cards seen first load theirs at once.
 */
export function ProductCard({ product, picture = 'lazy' }: { product: ProductCardFragment; picture?: PictureLoading }) {
  const to = productUrls.product(product.url);
  const [image] = product.images;
  return (
    <Stack as="article" gap="0" h="full" borderWidth="1px" borderRadius="l3" overflow="hidden" bg="bg.panel">
      {/* The picture repeats the name's link; only the name is announced and reached by Tab. */}
      <Link to={to} tabIndex={-1} aria-hidden>
        <AspectRatio ratio={1} bg="bg.muted">
          {image ? (
            <ProductPicture filename={image} alt="" sizes="(min-width: 62em) 16rem, (min-width: 48em) 33vw, 50vw" loading={picture} />
          ) : (
            <Box />
          )}
        </AspectRatio>
      </Link>
      <Stack gap="1.5" p="3" flex="1">
        {product.brand && (
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {product.brand.name}
          </Text>
        )}
        <RouterLink to={to} fontWeight="medium" lineClamp={2}>
          {product.name}
        </RouterLink>
        <Box mt="auto">{product.price !== null && <Price price={product.price} oldPrice={product.oldPrice} />}</Box>
        {!product.inStock && (
          <Badge alignSelf="flex-start" colorPalette="gray">
            Нет в наличии
          </Badge>
        )}
      </Stack>
    </Stack>
  );
}
