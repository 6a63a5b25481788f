import { useQuery } from '@apollo/client/react';
import { InfoPickupPointsDocument } from '../../../generated/account/graphql';
import { formatPhone, phoneHref } from '../../../shared/format/format';
import { contactUrls } from '../../contact/urls';
import { ShopRequisites, useShopContacts } from '../../layout/components/ShopContacts';
import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { Loader } from '../../ui/Feedback';
import { Stack } from '../../ui/Text';
import styles from './InfoArticle.module.css';

/** The seller's name, requisites and contacts as the Admin keeps them (CONTRACT §19). */
export function ShopContactsSection() {
  const shop = useShopContacts();
  if (!shop) return <Loader />;
  return (
    <>
      <strong>{shop.name}</strong>
      <ShopRequisites shop={shop} className={styles.requisites} />
    </>
  );
}

/** The active pickup points: where, when and which number to call. */
export function PickupPointList() {
  const { data } = useQuery(InfoPickupPointsDocument);
  if (!data) return <Loader />;
  if (!data.pickupPoints.rows.length) return <p>Пунктов самовывоза пока нет: заказы доставляем курьером и почтой.</p>;
  return (
    <ul className={styles.items}>
      {data.pickupPoints.rows.map((point) => (
        <li key={point.id}>
          «{point.name}», {point.address}. {point.hours}. <a href={phoneHref(point.phone)}>{formatPhone(point.phone)}</a>
        </li>
      ))}
    </ul>
  );
}

/** The help desk's and the call-back's forms. */
export function ContactForms() {
  return (
    <Stack row wrap gap={3}>
      <Link to={contactUrls.callBack} className={buttonClass()}>
        Заказать звонок
      </Link>
      <Link to={contactUrls.help} className={buttonClass({ variant: 'outline' })}>
        Написать в поддержку
      </Link>
    </Stack>
  );
}
