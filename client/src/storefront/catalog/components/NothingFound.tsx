import { Link } from '../../routing';
import { Button } from '../../ui/Button';
import { Stack, Text, linkClass } from '../../ui/Text';
import styles from './NothingFound.module.css';

export interface NothingFoundProps {
  query: string;
  filtered: boolean;
  onReset: () => void;
  /** The first page's address, when products exist but not on this page (a page past the last). */
  firstPage?: string;
}

const padded = { padding: '2.5rem 0' };

/** An empty catalogue page: nothing matches the search or the filters, or the page is past the last one. */
export function NothingFound({ query, filtered, onReset, firstPage }: NothingFoundProps) {
  if (firstPage)
    return (
      <Text style={padded}>
        На этой странице товаров нет.{' '}
        <Link to={firstPage} className={linkClass()}>
          Перейти к первой странице
        </Link>
      </Text>
    );
  return (
    <Stack gap={3} align="start" style={padded}>
      <Text size="lg" weight="medium">
        {query ? `По запросу «${query}» ничего не нашлось` : 'Здесь пока нет товаров'}
      </Text>
      {filtered ? (
        <>
          <Text tone="muted">Попробуйте изменить фильтры.</Text>
          <Button size="sm" variant="outline" onClick={onReset}>
            Сбросить фильтры
          </Button>
        </>
      ) : (
        query && (
          <Stack as="ul" gap={1} className={styles.hints}>
            <li>Проверьте, нет ли в словах опечатки.</li>
            <li>Напишите меньше слов или слово попроще: «платье» вместо «платье миди в горошек».</li>
          </Stack>
        )
      )}
    </Stack>
  );
}
