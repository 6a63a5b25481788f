import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import type { AdminCheckoutDetailsFragment, ShipmentState } from '../../../generated/admin/graphql';
import { deliveryTerm } from '../../../shared/format/delivery-terms';
import { formatDateTime } from '../../../shared/format/format';
import type { CdekShipment } from '../views/use-cdek-shipment';
import { Panel } from './Panel';

type CdekOrder = Pick<AdminCheckoutDetailsFragment, 'status' | 'deliveryTariff' | 'deliveryDays' | 'deliveryPoint' | 'deliveryCity' | 'contact'>;

/** Where the parcel is, as the order page says it (CONTRACT §20). */
export const shipmentStateNames: Record<ShipmentState, string> = {
  registering: 'Регистрируется в СДЭК',
  registered: 'Зарегистрирован в СДЭК, ждёт передачи на склад',
  shipped: 'Принят СДЭК, в пути',
  delivered: 'Вручён получателю',
  problem: 'Проблема с доставкой: проверьте статус в СДЭК',
};

/** The tariffs the shop's СДЭК methods use, by СДЭК's names; another shows as its number only. */
const tariffNames: Record<number, string> = {
  136: 'Посылка склад — склад',
  137: 'Посылка склад — дверь',
  138: 'Посылка дверь — склад',
  139: 'Посылка дверь — дверь',
  233: 'Экономичная посылка склад — дверь',
  234: 'Экономичная посылка склад — склад',
  368: 'Посылка склад — постамат',
};

const pointKinds: Record<string, string> = { pickup: 'Пункт выдачи', locker: 'Постамат' };

/** «136 — Посылка склад — склад». */
export const tariffLabel = (tariff: number): string => (tariffNames[tariff] ? `${tariff} — ${tariffNames[tariff]}` : String(tariff));

/** СДЭК takes no order that is cancelled or delivered already (the server refuses it too). */
const registrable = (status: CdekOrder['status']) => status !== 'cancelled' && status !== 'delivered';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** Where the order goes: the city, then the point (its kind, code and address) or the recipient's door. */
function Destination({ order }: { order: CdekOrder }) {
  const { deliveryPoint: point, contact } = order;
  return (
    <Stack gap="1">
      <Line label="Город">{order.deliveryCity?.name ?? contact.city ?? '—'}</Line>
      {point ? (
        <Line label={pointKinds[point.type] ?? 'Пункт выдачи'}>
          {point.code}, {point.address}
        </Line>
      ) : (
        <Line label="Курьером до двери">{[contact.zipCode, contact.city, contact.address].filter(Boolean).join(', ') || 'адрес не указан'}</Line>
      )}
      {order.deliveryTariff !== null && <Line label="Тариф">{tariffLabel(order.deliveryTariff)}</Line>}
      {order.deliveryDays && <Line label="Срок">{deliveryTerm({ minDays: order.deliveryDays.min, maxDays: order.deliveryDays.max })}</Line>}
    </Stack>
  );
}

/** The parcel at СДЭК: its state, number and the carrier's last status, then its print forms. */
function ParcelAtCdek({ cdek }: { cdek: CdekShipment }) {
  const { shipment } = cdek;
  if (!shipment) return null;
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Line label="Состояние">{shipmentStateNames[shipment.state]}</Line>
        <Line label="Номер СДЭК">{shipment.trackNumber ?? 'ещё не присвоен'}</Line>
        {shipment.statusName && (
          <Line label="Последний статус">
            {shipment.statusName}
            {shipment.statusAt && `, ${formatDateTime(shipment.statusAt)}`}
          </Line>
        )}
      </Stack>
      {shipment.state !== 'registering' && (
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size="sm" loading={cdek.printing === 'waybill'} loadingText="Накладная…" onClick={() => cdek.print('waybill')}>
            Накладная
          </Button>
          <Button variant="outline" size="sm" loading={cdek.printing === 'labels'} loadingText="Штрихкоды…" onClick={() => cdek.print('labels')}>
            Штрихкоды
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * «Доставка СДЭК» of an order delivered by СДЭК (CONTRACT §20): where it goes, by which tariff and
 * how long; then «Передать в СДЭК», or the parcel registered with its number, status and print forms.
 */
export function CdekDeliveryPanel({ order, cdek }: { order: CdekOrder; cdek: CdekShipment }) {
  return (
    <Panel title="Доставка СДЭК">
      <Stack gap="4">
        <Destination order={order} />
        {cdek.loading ? (
          <Text color="fg.muted">Узнаём, передан ли заказ в СДЭК…</Text>
        ) : cdek.failed ? (
          <HStack gap="3" wrap="wrap">
            <Text color="fg.error">Не удалось узнать, передан ли заказ в СДЭК.</Text>
            <Button size="sm" variant="outline" onClick={cdek.retry}>
              Повторить
            </Button>
          </HStack>
        ) : cdek.shipment ? (
          <ParcelAtCdek cdek={cdek} />
        ) : registrable(order.status) ? (
          <Stack gap="2" align="flex-start">
            <Text color="fg.muted">Заказ ещё не передан в СДЭК. СДЭК может отвечать до 20 секунд.</Text>
            <Button colorPalette="teal" loading={cdek.registering} loadingText="Передаём в СДЭК…" onClick={cdek.register}>
              Передать в СДЭК
            </Button>
          </Stack>
        ) : (
          <Text color="fg.muted">Заказ не передавали в СДЭК.</Text>
        )}
      </Stack>
    </Panel>
  );
}
