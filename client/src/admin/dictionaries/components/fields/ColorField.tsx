import { ColorPicker, parseColor } from '@chakra-ui/react/color-picker';
import { Field } from '@chakra-ui/react/field';
import { Portal } from '@chakra-ui/react/portal';
import { useMemo } from 'react';

/** Ready-made colors under the picker, by their Russian names. */
export const colorSwatches = [
  { name: 'Красный', code: '#ff0000' },
  { name: 'Оранжевый', code: '#ffa500' },
  { name: 'Жёлтый', code: '#ffff00' },
  { name: 'Зелёный', code: '#008000' },
  { name: 'Голубой', code: '#42aaff' },
  { name: 'Синий', code: '#0000ff' },
  { name: 'Фиолетовый', code: '#8b00ff' },
  { name: 'Розовый', code: '#ffc0cb' },
  { name: 'Коричневый', code: '#964b00' },
  { name: 'Бежевый', code: '#f5f5dc' },
  { name: 'Серый', code: '#808080' },
  { name: 'Белый', code: '#ffffff' },
  { name: 'Чёрный', code: '#000000' },
] as const;

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

export interface ColorFieldProps {
  label: string;
  /** The hex code, e.g. `#ff0000`. */
  value: string;
  onChange: (hex: string) => void;
  error?: string;
  helper?: string;
}

/** A color picker whose value is the hex code sent to the server (SPEC §5). */
export function ColorField({ label, value, onChange, error, helper }: ColorFieldProps) {
  const color = useMemo(() => parseColor(HEX.test(value) ? value : '#000000'), [value]);
  return (
    <Field.Root invalid={!!error}>
      <ColorPicker.Root value={color} onValueChange={(details) => onChange(details.value.toString('hex').toLowerCase())} maxW="sm">
        <ColorPicker.HiddenInput />
        <ColorPicker.Label>{label}</ColorPicker.Label>
        <ColorPicker.Control>
          <ColorPicker.Input aria-label="Код цвета" />
          <ColorPicker.Trigger aria-label="Открыть палитру" />
        </ColorPicker.Control>
        <Portal>
          <ColorPicker.Positioner>
            <ColorPicker.Content>
              <ColorPicker.Area>
                <ColorPicker.AreaBackground />
                <ColorPicker.AreaThumb aria-label="Насыщенность и яркость" />
              </ColorPicker.Area>
              <ColorPicker.ChannelSlider channel="hue">
                <ColorPicker.ChannelSliderTrack />
                <ColorPicker.ChannelSliderThumb aria-label="Оттенок" />
              </ColorPicker.ChannelSlider>
            </ColorPicker.Content>
          </ColorPicker.Positioner>
        </Portal>
        <ColorPicker.SwatchGroup mt="2" flexWrap="wrap" aria-label="Готовые цвета">
          {colorSwatches.map((swatch) => (
            <ColorPicker.SwatchTrigger key={swatch.code} value={swatch.code} aria-label={swatch.name} title={swatch.name}>
              <ColorPicker.Swatch value={swatch.code} boxSize="6" />
            </ColorPicker.SwatchTrigger>
          ))}
        </ColorPicker.SwatchGroup>
      </ColorPicker.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
