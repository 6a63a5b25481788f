import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Link } from 'react-router-dom';
import type { Column, DictionaryRow } from '../dictionary';

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
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" interactive aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Действия</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
              ))}
              <Table.Cell textAlign="end">
                <HStack justify="flex-end" gap="2">
                  <Button asChild size="xs" variant="outline">
                    <Link to={editUrl(row.id)} aria-label={`Изменить «${row.name}»`}>
                      Изменить
                    </Link>
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(row)} aria-label={`Удалить «${row.name}»`}>
                    Удалить
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
