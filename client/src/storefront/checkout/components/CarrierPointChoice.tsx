import { Suspense, useState } from 'react';
import type { CarrierPointFragment } from '../../../generated/carrier/graphql';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { Button } from '../../ui/Button';
import { Loader } from '../../ui/Feedback';
import { Stack, Text } from '../../ui/Text';
import type { CarrierCity } from '../carrier-choice';
import { carrierPointKind } from '../../shop/carried-delivery';

/** The city's points come with their list, when it is opened: outside the checkout's first load. */
const CarrierPointList = lazyNamed(
  () => import('./CarrierPointList'),
  (module) => module.CarrierPointList,
);

export interface CarrierPointChoiceProps {
  city: CarrierCity;
  point?: CarrierPointFragment;
  onChoose: (point: CarrierPointFragment) => void;
  /** Why the server refused the point. */
  error?: string;
}

/** «Пункт выдачи СДЭК»: the point chosen, with its address and hours, or the button opening the city's searchable list. */
export function CarrierPointChoice({ city, point, onChoose, error }: CarrierPointChoiceProps) {
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <Suspense fallback={<Loader label="Загружаем пункты выдачи…" />}>
        <CarrierPointList
          city={city}
          chosen={point?.code}
          onChoose={(chosen) => {
            onChoose(chosen);
            setOpen(false);
          }}
        />
      </Suspense>
    );
  return (
    <Stack as="section" gap={2} align="start" aria-label="Пункт выдачи СДЭК">
      <Text weight="medium">Пункт выдачи СДЭК</Text>
      {point ? (
        <Text>
          {carrierPointKind(point.type)} «{point.name}», {point.address}. {point.hours}
        </Text>
      ) : (
        <Text tone="muted">Пункты выдачи и постаматы в городе {city.name.split(',')[0]}</Text>
      )}
      <Button variant="outline" onClick={() => setOpen(true)}>
        {point ? 'Выбрать другой пункт' : 'Выбрать пункт выдачи'}
      </Button>
      {error && (
        <Text role="alert" tone="danger" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
