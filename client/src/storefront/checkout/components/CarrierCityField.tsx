import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeliveryCitiesDocument } from '../../../generated/carrier/graphql';
import { TextField } from '../../forms/TextField';
import { Stack, Text } from '../../ui/Text';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { CarrierCity } from '../carrier-choice';
import styles from './CarrierCityField.module.css';

/** A pause in typing before СДЭК's cities are asked. */
const TYPING_PAUSE_MS = 250;

/**
 * «Город доставки» for СДЭК: the shopper types the start of the name and picks the city from
 * СДЭК's suggestions (a name alone is not enough: Кировск is in two regions). Typing again drops
 * the chosen city until another is picked.
 */
export function CarrierCityField({ city, onChoose }: { city?: CarrierCity; onChoose: (city?: CarrierCity) => void }) {
  const [text, setText] = useState(city?.name ?? '');
  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const asking = typed.length >= 2 && typed !== city?.name;
  const { data, error } = useQuery(DeliveryCitiesDocument, asking ? { variables: { q: typed } } : skipToken);
  const cities = asking ? (data?.deliveryCities ?? []) : [];
  const type = (value: string) => {
    setText(value);
    if (city) onChoose(undefined);
  };
  const choose = (chosen: CarrierCity) => {
    setText(chosen.name);
    onChoose(chosen);
  };
  return (
    <Stack gap={2}>
      <TextField label="Город доставки" autoComplete="address-level2" helper="Начните вводить название — цену и срок доставки СДЭК посчитаем для этого города" value={text} onChange={type} />
      {cities.length > 0 && (
        <ul className={styles.cities} aria-label="Города СДЭК">
          {cities.map((suggested) => (
            <li key={suggested.code}>
              <button type="button" className={styles.city} onClick={() => choose(suggested)}>
                {suggested.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && data && !cities.length && (
        <Text size="sm" tone="muted">
          СДЭК не знает такого города — проверьте название.
        </Text>
      )}
      {asking && error && (
        <Text size="sm" tone="danger" role="alert">
          Расчёт доставки СДЭК сейчас недоступен
        </Text>
      )}
    </Stack>
  );
}
