import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import type { DictionaryUrls } from './urls';

/** What one form field holds: text (a stored picture's file name too, empty when there is none), a checkbox flag or a list of strings. */
export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

export interface SelectOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** The key in the form values and in the GraphQL input. */
  name: string;
  label: string;
  helper?: string;
  /** A helper that follows the other values (a СДЭК method's price comes from СДЭК); `helper` when it gives none. */
  helperFor?: (values: FormValues) => string | undefined;
}

/**
 * A form field of a dictionary. `whenEmpty` says what an empty text becomes in the input:
 * `omit` leaves the field out (the server keeps or derives the value: url from the name), `null` clears it.
 */
export type FieldSpec =
  | (FieldBase & { kind: 'text'; required?: boolean; whenEmpty: 'omit' | 'null'; placeholder?: string })
  | (FieldBase & { kind: 'textarea'; required?: boolean; whenEmpty: 'omit' | 'null' })
  /** One uploaded picture (`POST /api/images`): its stored name, or null once removed. */
  | (FieldBase & { kind: 'image' })
  | (FieldBase & { kind: 'color'; defaultValue: string })
  | (FieldBase & { kind: 'checkbox'; defaultValue?: boolean })
  | (FieldBase & {
      kind: 'select';
      /** The relation in the record (`parent`, `category`) whose id fills the field, or the id itself (`newsId`). */
      recordKey: string;
      /** The choice meaning «none»; leave out when a value is required. */
      emptyLabel?: string;
      /** Loads the choices; called by the select while it is on screen. */
      useOptions: () => { options: SelectOption[]; loading: boolean };
      /** Leave the edited record itself out of the choices (a category cannot be its own parent). */
      excludeSelf?: boolean;
    })
  | (FieldBase & { kind: 'list'; itemLabel: string; addLabel: string; placeholder?: string })
  /** A number typed the Russian way too («4 990,50»); empty becomes null unless required. */
  | (FieldBase & { kind: 'number'; required?: boolean; whole?: boolean; defaultValue?: string })
  /** One of fixed values, sent as it is. */
  | (FieldBase & { kind: 'choice'; options: SelectOption[]; defaultValue: string });

/**
 * A filter above a dictionary's list, kept in the address: `search` sends the typed part of a
 * text (`title`), `flag` sends `true` while ticked («Только на главной»).
 */
export type FilterSpec = { kind: 'search'; name: string; label: string; placeholder?: string } | { kind: 'flag'; name: string; label: string };

export interface Column<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
}

/** Every Russian word a dictionary's screens need. */
export interface DictionaryTexts {
  /** «Цвета»: the menu item and the list heading. */
  title: string;
  /** «Новый цвет» */
  createTitle: string;
  /** «Изменение цвета» */
  editTitle: string;
  /** «Добавить цвет» */
  addButton: string;
  /** «Цветов пока нет» */
  empty: string;
  /** «Удалить цвет «Красный»?» */
  deleteQuestion: (name: string) => string;
  /** Success notices (SPEC §8): «Цвет создан», «Цвет изменён», «Цвет удалён». */
  created: string;
  updated: string;
  deleted: string;
}

export interface DictionaryRow {
  id: number;
  name: string;
}

/**
 * The GraphQL documents of a dictionary. Each uses the same aliases (`list`, `record`, `saved`,
 * `deleted`), so one list screen and one form serve every dictionary with full typing.
 */
export interface DictionaryDocuments<TRow, TRecord, TInput> {
  list: TypedDocumentNode<{ list: { rows: TRow[]; length: number } }, { limit: number; offset: number }>;
  one: TypedDocumentNode<{ record: TRecord }, { id: number }>;
  create: TypedDocumentNode<{ saved: { id: number } }, { input: TInput }>;
  update: TypedDocumentNode<{ saved: { id: number } }, { id: number; input: TInput }>;
  remove: TypedDocumentNode<{ deleted: { id: number } }, { id: number }>;
}

/** A dictionary of the back office described as data: the screens are built from it. */
export interface Dictionary<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput> {
  key: string;
  urls: DictionaryUrls;
  texts: DictionaryTexts;
  /** The list's filters; the list document takes each as an optional variable of the same name. */
  filters?: FilterSpec[];
  columns: Column<TRow>[];
  fields: FieldSpec[];
  documents: DictionaryDocuments<TRow, TRecord, TInput>;
  /** The list shows every record at once as a tree (at most 1000), each under its parent, unless a filter is applied. */
  tree?: { parentOf: (row: TRow) => number | null | undefined };
}

/** Checks a description against its documents' types; the row, record and input types are inferred. */
export const defineDictionary = <TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput>(
  dictionary: Dictionary<TRow, TRecord, TInput>,
): Dictionary<TRow, TRecord, TInput> => dictionary;

/** The name column's heading; a tree list indents this column. */
export const NAME_HEADER = 'Название';

/** The columns every dictionary list starts with. */
export const nameColumns = <TRow extends DictionaryRow & { url: string }>(): Column<TRow>[] => [
  { header: 'ID', cell: (row) => row.id },
  { header: NAME_HEADER, cell: (row) => row.name },
  { header: 'Адрес (URL)', cell: (row) => row.url },
];

/** The fields every dictionary form starts with: name and the optional url. */
export const nameFields: FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Название', required: true, whenEmpty: 'omit' },
  {
    kind: 'text',
    name: 'url',
    label: 'Адрес (URL)',
    whenEmpty: 'omit',
    placeholder: 'например, krasnyj',
    helper: 'Латинские буквы, цифры и дефисы. Если оставить пустым, адрес составится из названия.',
  },
];
