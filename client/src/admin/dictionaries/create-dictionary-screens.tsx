import type { ComponentType } from 'react';
import type { Dictionary, DictionaryRow } from './dictionary';
import { DictionaryCreateView, DictionaryEditView } from './views/DictionaryFormView';
import { DictionaryListView } from './views/DictionaryListView';

export interface DictionaryScreens {
  List: ComponentType;
  Create: ComponentType;
  Edit: ComponentType;
}

/** The three route components of a described dictionary. */
export function createDictionaryScreens<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput>(
  dictionary: Dictionary<TRow, TRecord, TInput>,
): DictionaryScreens {
  const List = () => <DictionaryListView dictionary={dictionary} />;
  const Create = () => <DictionaryCreateView dictionary={dictionary} />;
  const Edit = () => <DictionaryEditView dictionary={dictionary} />;
  return { List, Create, Edit };
}
