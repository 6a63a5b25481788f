import { useQuery } from '@apollo/client/react';
import { InfoCheckoutMethodsDocument } from '../../../generated/account/graphql';
import { deliveryPriceLabel, deliveryTerm, freeFromLabel } from '../../../shared/format/delivery-terms';
import { Loader } from '../../ui/Feedback';
import styles from './InfoArticle.module.css';

/** «Курьером — 350 ₽, бесплатно от 5 000 ₽, 1–2 дня. Описание». */
const deliveryLine = (method: { name: string; description: string | null; price: number; freeFrom: number | null; minDays: number; maxDays: number }) =>
  [`${method.name} — ${deliveryPriceLabel(method.price).toLowerCase()}`, freeFromLabel(method), deliveryTerm(method)].filter(Boolean).join(', ') + (method.description ? `. ${method.description}` : '.');

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
