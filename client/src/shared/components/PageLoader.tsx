import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';

/** A loading indicator for a page or a block: a spinner and the word «Загрузка…». */
export function PageLoader({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="colorPalette.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
