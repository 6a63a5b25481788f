import { Button } from '../../ui/Button';
import { Stack, Text } from '../../ui/Text';
import type { AttributeOption } from '../variant-choice';
import styles from './VariantPicker.module.css';

export interface VariantPickerProps {
  /** «Размер», «Цвет», «Вариант». */
  label: string;
  options: AttributeOption[];
  selected: string | null;
  onChoose: (key: string) => void;
}

const hints: Record<AttributeOption['state'], string | undefined> = {
  inStock: undefined,
  soldOut: 'нет в наличии',
  otherCombination: 'в другом сочетании',
};

const looks: Record<AttributeOption['state'], string | undefined> = {
  inStock: undefined,
  soldOut: styles.soldOut,
  otherCombination: styles.otherCombination,
};

/**
 * The sizes, colours or «Вариант»s of a product as buttons: the chosen one filled, a sold-out one struck
 * through, one that exists only with another size or colour dimmed (choosing it switches that too).
 */
export function VariantPicker({ label, options, selected, onChoose }: VariantPickerProps) {
  if (!options.length) return null;
  const chosen = options.find((option) => option.key === selected);
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text weight="medium">
        {label}
        {chosen && <span className={styles.choice}>: {chosen.name}</span>}
      </Text>
      <div className={styles.options}>
        {options.map((option) => {
          const hint = hints[option.state];
          return (
            <Button
              key={option.key}
              size="sm"
              variant={option.key === selected ? 'solid' : 'outline'}
              className={looks[option.state]}
              aria-pressed={option.key === selected}
              aria-label={hint ? `${option.name} (${hint})` : option.name}
              title={hint}
              onClick={() => onChoose(option.key)}
            >
              {option.code && <span className={styles.swatch} style={{ background: option.code }} aria-hidden />}
              {option.name}
            </Button>
          );
        })}
      </div>
    </Stack>
  );
}
