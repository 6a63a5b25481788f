import { Table } from '@chakra-ui/react/table';
import type { ReactNode } from 'react';
import type { Column } from '../dictionary';

export interface DataTableProps<TRow extends { id: number | string }> {
  /** The table's accessible name, usually the list heading. */
  caption: string;
  columns: Column<TRow>[];
  rows: TRow[];
  /** The buttons of a row, in a last «Действия» column; no such column without it. */
  actions?: (row: TRow) => ReactNode;
}

/** A page of admin list rows: the described columns and, when given, the row actions. */
export function DataTable<TRow extends { id: number | string }>({ caption, columns, rows, actions }: DataTableProps<TRow>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" interactive aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
            {actions && <Table.ColumnHeader textAlign="end">Действия</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
              ))}
              {actions && <Table.Cell textAlign="end">{actions(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
