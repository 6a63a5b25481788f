import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../../shared/components/RouterLink';

export interface NothingFoundProps {
  query: string;
  filtered: boolean;
  onReset: () => void;
  /** The first page's address, when products exist but not on this page (a page past the last). */
  firstPage?: string;
}

/** An empty catalogue page: nothing matches the search or the filters, or the page is past the last one. */
export function NothingFound({ query, filtered, onReset, firstPage }: NothingFoundProps) {
  if (firstPage)
    return (
      <Text py="10">
        На этой странице товаров нет. <RouterLink to={firstPage}>Перейти к первой странице</RouterLink>
      </Text>
    );
  return (
    <Stack gap="3" align="flex-start" py="10">
      <Text fontSize="lg" fontWeight="semibold">
        {query ? `По запросу «${query}» ничего не нашлось` : 'Здесь пока нет товаров'}
      </Text>
      {filtered ? (
        <>
          <Text color="fg.muted">Попробуйте изменить фильтры.</Text>
          <Button size="sm" variant="outline" onClick={onReset}>
            Сбросить фильтры
          </Button>
        </>
      ) : (
        query && <Text color="fg.muted">Проверьте, нет ли опечатки, или поищите другими словами.</Text>
      )}
    </Stack>
  );
}
