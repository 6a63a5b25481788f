import { ButtonGroup, IconButton } from '@chakra-ui/react/button';
import { Pagination } from '@chakra-ui/react/pagination';

export interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}

const translations = {
  rootLabel: 'Страницы списка',
  prevTriggerLabel: 'Предыдущая страница',
  nextTriggerLabel: 'Следующая страница',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) => `Страница ${page} из ${totalPages}`,
};

/** Page buttons under a list; hidden when everything fits on one page. */
export function ListPagination({ total, pageSize, page, onPageChange }: ListPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(details) => onPageChange(details.page)} translations={translations}>
      <ButtonGroup variant="ghost" size="sm" wrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton>‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>} />
        <Pagination.NextTrigger asChild>
          <IconButton>›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
