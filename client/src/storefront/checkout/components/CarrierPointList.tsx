import { useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { DeliveryMapDocument, DeliveryPointsDocument, type CarrierPointFragment } from '../../../generated/carrier/graphql';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { errorMessage } from '../../../shared/errors/error-message';
import { TextField } from '../../forms/TextField';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Stack, Text } from '../../ui/Text';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { CarrierCity } from '../carrier-choice';
import { carrierPointKind } from '../../shop/carried-delivery';
import { ChoiceGroup } from './ChoiceGroup';

/** The map comes only in a shop with Yandex Maps' key. */
const CarrierPointMap = lazyNamed(
  () => import('./CarrierPointMap'),
  (module) => module.CarrierPointMap,
);

/** A pause in typing before the points are asked again. */
const TYPING_PAUSE_MS = 300;
/** The most points listed at once: a big city has hundreds, the search narrows them. */
const SHOWN = 30;

/**
 * The city's pickup points and parcel lockers from СДЭК, searchable by street or name: each with its
 * kind, address and hours, and on a map too in a shop with Yandex Maps' key; choosing one closes the list.
 */
export function CarrierPointList({ city, chosen, onChoose }: { city: CarrierCity; chosen?: string; onChoose: (point: CarrierPointFragment) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const { data, previousData, error, refetch } = useQuery(DeliveryPointsDocument, { variables: { cityCode: city.code, q: q || null } });
  const points = (data ?? previousData)?.deliveryPoints;
  const apiKey = useQuery(DeliveryMapDocument).data?.deliveryMap.apiKey;
  return (
    <Stack as="section" gap={3} aria-label="Пункты выдачи СДЭК">
      <TextField label="Найти пункт выдачи" helper="Улица, дом или название пункта" value={text} onChange={setText} />
      {error ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !points ? (
        <Loader label="Загружаем пункты выдачи…" />
      ) : !points.length ? (
        <Text tone="muted">{q ? 'По этому адресу пунктов нет — попробуйте иначе.' : 'В этом городе у СДЭК нет пунктов выдачи.'}</Text>
      ) : (
        <>
          {apiKey && (
            <Suspense fallback={null}>
              <CarrierPointMap apiKey={apiKey} points={points} onChoose={onChoose} />
            </Suspense>
          )}
          <ChoiceGroup
            legend={`Пункты выдачи и постаматы: ${city.name.split(',')[0]}`}
            choices={points.slice(0, SHOWN).map((point) => ({
              value: point.code,
              title: `${carrierPointKind(point.type)} «${point.name}»`,
              detail: `${point.address} · ${point.hours}`,
            }))}
            value={chosen ?? ''}
            onChange={(code) => onChoose(points.find((point) => point.code === code)!)}
          />
          {points.length > SHOWN && (
            <Text size="sm" tone="muted">
              Показаны {SHOWN} из {points.length} — уточните адрес, чтобы найти свой.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
