import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { parcelFields, type ParcelDraft, type ParcelField } from '../product-form';

export const parcelLabels: Record<ParcelField, string> = { weight: 'Вес, г', length: 'Длина, см', width: 'Ширина, см', height: 'Высота, см' };

/** «350 г, 30×20×10 см»; a side left empty shows as «…»; nothing typed is `inherited` («как у товара»). */
export function parcelSummary(parcel: ParcelDraft, inherited: string): string {
  const weight = parcel.weight.trim();
  const sides = [parcel.length, parcel.width, parcel.height].map((side) => side.trim());
  const parts = [weight && `${weight} г`, sides.some(Boolean) && `${sides.map((side) => side || '…').join('×')} см`].filter(Boolean);
  return parts.length ? parts.join(', ') : inherited;
}

export interface ParcelFieldsProps {
  values: ParcelDraft;
  /** What an empty field means: the product's value or the shop's default. */
  placeholders: Record<ParcelField, string>;
  onChange: (field: ParcelField, value: string) => void;
  /** The reason under each field, by its name. */
  errors: Partial<Record<ParcelField, string | undefined>>;
  /** «, вариант 1»: tells screen readers whose field it is; the table row says it on screen. */
  whose?: string;
  helper: string;
}

/** The parcel's weight and box for СДЭК: four whole numbers in a row, each optional, one helper under them. */
export function ParcelFields({ values, placeholders, onChange, errors, whose, helper }: ParcelFieldsProps) {
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" maxW="2xl">
        {parcelFields.map((field) => (
          <Field.Root key={field} invalid={!!errors[field]}>
            <Field.Label>
              {parcelLabels[field]}
              {whose && (
                <Text as="span" srOnly>
                  {whose}
                </Text>
              )}
            </Field.Label>
            <Input size="sm" inputMode="numeric" value={values[field]} placeholder={placeholders[field]} onChange={(event) => onChange(field, event.target.value)} />
            {errors[field] && <Field.ErrorText>{errors[field]}</Field.ErrorText>}
          </Field.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {helper}
      </Text>
    </Stack>
  );
}
