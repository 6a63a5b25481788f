import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** ★★★★☆ and «4 из 5»; the stars are decoration, the words are what a screen reader says. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <Stack gap="0" whiteSpace="nowrap">
      <Text as="span" aria-hidden="true" color="orange.400" letterSpacing="wider">
        {'★'.repeat(rating)}
        <Text as="span" color="fg.subtle">
          {'★'.repeat(5 - rating)}
        </Text>
      </Text>
      <Text as="span" fontSize="sm">
        {rating} из 5
      </Text>
    </Stack>
  );
}
