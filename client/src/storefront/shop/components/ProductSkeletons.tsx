import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';

/** A page of products still on its way: cards of the grid's own shape, so nothing jumps when they come. */
export function ProductGridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }} role="status" aria-label="Загрузка товаров…">
      {Array.from({ length: cards }, (_, index) => (
        <Stack key={index} gap="3" borderWidth="1px" borderRadius="l3" overflow="hidden" pb="3">
          <AspectRatio ratio={1}>
            <Skeleton />
          </AspectRatio>
          <SkeletonText noOfLines={2} px="3" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The product page still on its way: the picture's square beside the name, price and choices. */
export function ProductPageSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }} role="status" aria-label="Загрузка товара…">
      <AspectRatio ratio={1}>
        <Skeleton borderRadius="l3" />
      </AspectRatio>
      <Stack gap="4">
        <Skeleton h="8" w="80%" />
        <Skeleton h="6" w="30%" />
        <SkeletonText noOfLines={4} />
      </Stack>
    </SimpleGrid>
  );
}
