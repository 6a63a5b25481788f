import { useQuery } from '@apollo/client/react';
import { InfoCheckoutMethodsDocument, type DeliveryKind } from '../../../generated/account/graphql';
import { formatPrice } from '../../../shared/format/format';
import { deliveryPriceLabel, deliveryTerm, freeFromLabel } from '../../../shared/format/delivery-terms';
import { Loader } from '../../ui/Feedback';
import styles from './InfoArticle.module.css';

interface OfferedDelivery {
  name: string;
  description: string | null;
  price: number;
  freeFrom: number | null;
  minDays: number;
  maxDays: number;
  kind: DeliveryKind;
}

/** A СДЭК method's price and days depend on the city and the basket: «цена и срок по расчёту СДЭК при оформлении». */
const terms = (method: OfferedDelivery) =>
  method.kind === 'manual'
    ? [deliveryPriceLabel(method.price).toLowerCase(), freeFromLabel(method), deliveryTerm(method)]
    : ['цена и срок по расчёту СДЭК для вашего города при оформлении заказа', method.freeFrom != null ? `бесплатно от ${formatPrice(method.freeFrom)}` : null];

/** «Курьером — 350 ₽, бесплатно от 5 000 ₽, 1–2 дня. Описание». */
const deliveryLine = (method: OfferedDelivery) => `${method.name} — ${terms(method).filter(Boolean).join(', ')}` + (method.description ? `. ${method.description}` : '.');

/** The delivery or payment methods the shop offers now, as checkout offers them (read from the server). */
export function CheckoutMethodList({ kind }: { kind: 'delivery' | 'payment' }) {
  const { data } = useQuery(InfoCheckoutMethodsDocument);
  if (!data) return <Loader />;
  const lines =
    kind === 'delivery'
      ? data.deliveryMethods.rows.map((method) => ({ id: method.id, text: deliveryLine(method) }))
      : data.paymentMethods.rows.map((method) => ({ id: method.id, text: method.description ? `${method.name}. ${method.description}` : method.name }));
  if (!lines.length) return <p>Способы {kind === 'delivery' ? 'доставки' : 'оплаты'} скоро появятся.</p>;
  return (
    <ul className={styles.items}>
      {lines.map((line) => (
        <li key={line.id}>{line.text}</li>
      ))}
    </ul>
  );
}
