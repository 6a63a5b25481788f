import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { ProductPicture } from '../../shop/components/ProductPicture';
import { productImageUrl } from '../../../shared/catalog/product-image';

/** The product's pictures: one large, the others as thumbnails that bring theirs forward. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <Stack gap="3">
      <AspectRatio ratio={1} bg="bg.muted" borderRadius="l3" overflow="hidden">
        {current ? (
          <ProductPicture filename={current} alt={name} sizes="(min-width: 48em) 36rem, 100vw" loading="first" />
        ) : (
          <Box />
        )}
      </AspectRatio>
      {images.length > 1 && (
        <Flex gap="2" wrap="wrap">
          {images.map((image, index) => (
            <Box
              asChild
              key={image}
              w="16"
              borderWidth="2px"
              borderColor={index === shown ? 'colorPalette.solid' : 'transparent'}
              borderRadius="l2"
              overflow="hidden"
              cursor="pointer"
            >
              <button type="button" onClick={() => setShown(index)} aria-label={`Фото ${index + 1} из ${images.length}`} aria-pressed={index === shown}>
                <AspectRatio ratio={1}>
                  <Image src={productImageUrl(image, 'thumb')} htmlWidth={240} htmlHeight={240} alt="" objectFit="cover" loading="lazy" />
                </AspectRatio>
              </button>
            </Box>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
