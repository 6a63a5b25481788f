import { Checkbox } from '@chakra-ui/react/checkbox';
import { Table } from '@chakra-ui/react/table';
import type { ReactNode } from 'react';
import type { Column } from '../dictionary';

/** Ticking rows for an action on several of them at once. */
export interface RowSelection<TRow> {
  isSelected: (row: TRow) => boolean;
  onToggle: (row: TRow, checked: boolean) => void;
  /** Ticks (or unticks) every row of the page. */
  onTogglePage: (checked: boolean) => void;
  /** The row's checkbox name for screen readers: «Выбрать «Платье миди»». */
  rowLabel: (row: TRow) => string;
}

export interface DataTableProps<TRow extends { id: number | string }> {
  /** The table's accessible name, usually the list heading. */
  caption: string;
  columns: Column<TRow>[];
  rows: TRow[];
  /** The buttons of a row, in a last «Действия» column; no such column without it. */
  actions?: (row: TRow) => ReactNode;
  /** A first column of checkboxes, with «Выбрать все на странице» in its header. */
  selection?: RowSelection<TRow>;
}

/**
 * The actions stay at the right edge while a wide table scrolls sideways inside its box, so no
 * screen width pushes them out of reach: opaque, above the cells they pass over, with a shadow
 * marking the edge.
 */
export const stickyEnd = { position: 'sticky', insetEnd: '0', zIndex: 1, bg: 'bg', whiteSpace: 'nowrap', boxShadow: 'inset 1px 0 0 var(--chakra-colors-border), -6px 0 8px -6px rgb(0 0 0 / 0.2)' } as const;

/** A page of admin list rows: the described columns and, when given, the row checkboxes and the row actions. */
export function DataTable<TRow extends { id: number | string }>({ caption, columns, rows, actions, selection }: DataTableProps<TRow>) {
  const selectedCount = selection ? rows.filter(selection.isSelected).length : 0;
  const pageChecked = selectedCount > 0 && selectedCount === rows.length ? true : selectedCount > 0 ? 'indeterminate' : false;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" w="full" maxW="full">
      <Table.Root size="sm" interactive aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {selection && (
              <Table.ColumnHeader w="10">
                <SelectBox label="Выбрать все на странице" checked={pageChecked} onChange={selection.onTogglePage} />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader textAlign="end" {...stickyEnd}>
                Действия
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const selected = selection?.isSelected(row) ?? false;
            return (
              <Table.Row key={row.id} data-selected={selected ? '' : undefined}>
                {selection && (
                  <Table.Cell>
                    <SelectBox label={selection.rowLabel(row)} checked={selected} onChange={(checked) => selection.onToggle(row, checked)} />
                  </Table.Cell>
                )}
                {columns.map((column) => (
                  <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
                ))}
                {actions && (
                  <Table.Cell textAlign="end" {...stickyEnd}>
                    {actions(row)}
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
