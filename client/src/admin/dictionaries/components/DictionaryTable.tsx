import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from 'react-router-dom';
import type { Column, DictionaryRow } from '../dictionary';
import { DataTable } from './DataTable';

export interface DictionaryTableProps<TRow extends DictionaryRow> {
  caption: string;
  columns: Column<TRow>[];
  rows: TRow[];
  editUrl: (id: number) => string;
  onDelete: (row: TRow) => void;
}

/** A page of dictionary rows: the described columns, then «Изменить» and «Удалить» per row. */
export function DictionaryTable<TRow extends DictionaryRow>({ caption, columns, rows, editUrl, onDelete }: DictionaryTableProps<TRow>) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      actions={(row) => <EditDeleteActions name={row.name} editUrl={editUrl(row.id)} onDelete={() => onDelete(row)} />}
    />
  );
}

/**
 * «Изменить» (a link to the edit screen, or «Открыть» when told, for a record that can no longer
 * change) and «Удалить» of one row, both named after the row for screen readers.
 */
export function EditDeleteActions({ name, editUrl, editLabel = 'Изменить', onDelete }: { name: string; editUrl: string; editLabel?: string; onDelete: () => void }) {
  return (
    <HStack justify="flex-end" gap="2">
      <Button asChild size="xs" variant="outline">
        <Link to={editUrl} aria-label={`${editLabel} «${name}»`}>
          {editLabel}
        </Link>
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Удалить «${name}»`}>
        Удалить
      </Button>
    </HStack>
  );
}
