import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

const marks = [1, 2, 3, 4, 5] as const;

/** A rating as five stars, read out as «Оценка 4 из 5». */
export function Stars({ rating }: { rating: number }) {
  return (
    <Text as="span" color="orange.500" letterSpacing="wider" role="img" aria-label={`Оценка ${rating} из 5`}>
      {marks.map((mark) => (mark <= Math.round(rating) ? '★' : '☆')).join('')}
    </Text>
  );
}

/** Five buttons to choose a rating from 1 to 5. */
export function RatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <HStack gap="0" role="radiogroup" aria-label="Оценка">
      {marks.map((mark) => (
        <Button key={mark} size="sm" variant="ghost" px="1" color="orange.500" fontSize="xl" role="radio" aria-checked={value === mark} aria-label={`${mark} из 5`} onClick={() => onChange(mark)}>
          {mark <= value ? '★' : '☆'}
        </Button>
      ))}
    </HStack>
  );
}
