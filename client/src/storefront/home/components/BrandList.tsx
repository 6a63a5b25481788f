import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import { imageUrl } from '../../../shared/format/format';

export interface BrandCard {
  id: number;
  name: string;
  image: string | null;
}

/** The brands shown on the home page: logo when there is one, the name always. */
export function BrandList({ brands }: { brands: BrandCard[] }) {
  return (
    <Flex as="ul" wrap="wrap" gap="3" listStyleType="none">
      {brands.map((brand) => (
        <Box as="li" key={brand.id} borderWidth="1px" borderRadius="l2" px="4" py="3" minW="140px" textAlign="center" bg="bg.panel">
          {brand.image && <Image src={imageUrl(brand.image)} alt="" height="10" mx="auto" mb="2" objectFit="contain" loading="lazy" />}
          <Text fontWeight="medium">{brand.name}</Text>
        </Box>
      ))}
    </Flex>
  );
}
