import { Field, Select } from '../../ui/Field';
import styles from './SortSelect.module.css';

export interface SortOption<S extends string> {
  value: S;
  label: string;
}

/** «Сортировка» and its options: the catalogue's order, the reviews' and questions' order. */
export function SortSelect<S extends string>({ value, options, onChange }: { value: S; options: readonly SortOption<S>[]; onChange: (sort: S) => void }) {
  return (
    <Field label="Сортировка" className={styles.field}>
      {(control) => (
        <Select {...control} small className={styles.select} value={value} onChange={(event) => onChange(event.target.value as S)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
