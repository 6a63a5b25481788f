import { useEffect, useRef, useState } from 'react';
import type { CarrierPointFragment } from '../../../generated/carrier/graphql';
import { Text } from '../../ui/Text';
import { carrierPointKind } from '../../shop/carried-delivery';
import styles from './CarrierPointMap.module.css';

/** The part of Yandex Maps' JavaScript API 3.0 (`ymaps3`) the map uses. */
interface YandexMaps {
  ready: Promise<void>;
  YMap: new (element: HTMLElement, props: { location: { center: [number, number]; zoom: number } }) => YandexMap;
  YMapDefaultSchemeLayer: new (props: object) => unknown;
  YMapDefaultFeaturesLayer: new (props: object) => unknown;
  YMapMarker: new (props: { coordinates: [number, number] }, element: HTMLElement) => unknown;
}
interface YandexMap {
  addChild(child: unknown): YandexMap;
  destroy(): void;
}
declare global {
  interface Window {
    ymaps3?: YandexMaps;
  }
}

let loading: Promise<YandexMaps> | undefined;

/** Yandex Maps' API, its script added to the page once; a failed load is tried again next time. */
function yandexMaps(apiKey: string): Promise<YandexMaps> {
  loading ??= new Promise<YandexMaps>((resolve, reject) => {
    if (window.ymaps3) return resolve(window.ymaps3);
    const script = document.createElement('script');
    script.src = `https://api-maps.yandex.ru/v3/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => (window.ymaps3 ? resolve(window.ymaps3) : reject(new Error('Яндекс Карты не ответили')));
    script.onerror = () => reject(new Error('Яндекс Карты не загрузились'));
    document.head.append(script);
  }).then(async (maps) => {
    await maps.ready;
    return maps;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Longitude and latitude of the points' middle, where the map opens. */
const middle = (points: readonly CarrierPointFragment[]): [number, number] => [
  points.reduce((sum, point) => sum + point.lon, 0) / points.length,
  points.reduce((sum, point) => sum + point.lat, 0) / points.length,
];

/**
 * The city's points on a Yandex map (only in a shop with YANDEX_MAPS_API_KEY): each a marker named
 * by its kind, name and address, which chooses it. When the map does not load, the list beside it
 * still does the job.
 */
export function CarrierPointMap({ apiKey, points, onChoose }: { apiKey: string; points: readonly CarrierPointFragment[]; onChoose: (point: CarrierPointFragment) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const choose = useRef(onChoose);
  choose.current = onChoose;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let map: YandexMap | undefined;
    let gone = false;
    yandexMaps(apiKey).then(
      (maps) => {
        if (gone || !box.current || !points.length) return;
        map = new maps.YMap(box.current, { location: { center: middle(points), zoom: 11 } });
        map.addChild(new maps.YMapDefaultSchemeLayer({})).addChild(new maps.YMapDefaultFeaturesLayer({}));
        for (const point of points) {
          const marker = document.createElement('button');
          marker.type = 'button';
          marker.className = `${styles.marker} ${point.type === 'locker' ? styles.locker : ''}`;
          marker.title = `${carrierPointKind(point.type)} «${point.name}», ${point.address}`;
          marker.setAttribute('aria-label', marker.title);
          marker.addEventListener('click', () => choose.current(point));
          map.addChild(new maps.YMapMarker({ coordinates: [point.lon, point.lat] }, marker));
        }
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      map?.destroy();
    };
  }, [apiKey, points]);
  if (failed)
    return (
      <Text size="sm" tone="muted">
        Карта сейчас не загрузилась — выберите пункт из списка.
      </Text>
    );
  return <div ref={box} className={styles.map} role="region" aria-label="Пункты выдачи на карте" />;
}
