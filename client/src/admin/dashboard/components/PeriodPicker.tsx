import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { addDays, presets } from '../dashboard-period';

export interface Period {
  from: string;
  to: string;
}

/** The dashboard's period: the last 7, 30 or 90 days in one click, or any two days. */
export function PeriodPicker({ period, today, onChange }: { period: Period; today: string; onChange: (period: Period) => void }) {
  return (
    <HStack gap="2" wrap="wrap" align="end">
      {presets.map(({ days, label }) => {
        const preset = { from: addDays(today, 1 - days), to: today };
        const active = preset.from === period.from && preset.to === period.to;
        return (
          <Button key={days} size="sm" variant={active ? 'solid' : 'outline'} aria-pressed={active} onClick={() => onChange(preset)}>
            {label}
          </Button>
        );
      })}
      <Field.Root w="auto">
        <Field.Label fontSize="xs">С</Field.Label>
        <Input size="sm" type="date" value={period.from} max={period.to} onChange={(event) => event.target.value && onChange({ ...period, from: event.target.value })} />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">По</Field.Label>
        <Input size="sm" type="date" value={period.to} min={period.from} onChange={(event) => event.target.value && onChange({ ...period, to: event.target.value })} />
      </Field.Root>
    </HStack>
  );
}
