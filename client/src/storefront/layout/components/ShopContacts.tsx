import { useQuery } from '@apollo/client/react';
import { ShopContactsDocument, type ShopContactsQuery } from '../../../generated/storefront/graphql';
import { formatPhone, phoneHref } from '../../../shared/format/format';
import { JsonLd } from '../../seo/JsonLd';

export type ShopContactsData = ShopContactsQuery['shopSettings'];

/** The shop's name, requisites and contacts as the Admin keeps them (CONTRACT §19); undefined while they load. */
export function useShopContacts(): ShopContactsData | undefined {
  return useQuery(ShopContactsDocument).data?.shopSettings;
}

/** «ОГРН 1157746123456», or «ОГРНИП …» for a sole trader's fifteen digits. */
export const registrationLine = (ogrn: string) => `${ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${ogrn}`;

/** The seller as the rules of distance selling want it shown: legal name, ИНН and ОГРН, address, phone, email, hours. */
export function ShopRequisites({ shop, className }: { shop: ShopContactsData; className?: string }) {
  return (
    <address className={className}>
      {shop.legalName && <span>{shop.legalName}</span>}
      {(shop.inn || shop.ogrn) && <span>{[shop.inn && `ИНН ${shop.inn}`, shop.ogrn && registrationLine(shop.ogrn)].filter(Boolean).join(', ')}</span>}
      {shop.address && <span>{shop.address}</span>}
      {shop.phone && (
        <span>
          Телефон: <a href={phoneHref(shop.phone)}>{formatPhone(shop.phone)}</a>
        </span>
      )}
      {shop.email && (
        <span>
          Почта: <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </span>
      )}
      {shop.workHours && <span>Часы работы: {shop.workHours}</span>}
    </address>
  );
}

/** The shop as search engines read it: schema.org `Store` with its contacts and requisites. */
export function ShopJsonLd({ shop }: { shop: ShopContactsData }) {
  const data = {
    '@type': 'Store',
    name: shop.name,
    ...(shop.legalName && { legalName: shop.legalName }),
    ...(shop.inn && { taxID: shop.inn }),
    ...(shop.ogrn && { identifier: { '@type': 'PropertyValue', propertyID: shop.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН', value: shop.ogrn } }),
    ...(shop.address && { address: shop.address }),
    ...(shop.phone && { telephone: shop.phone }),
    ...(shop.email && { email: shop.email }),
    ...(shop.workHours && { openingHours: shop.workHours }),
  };
  return <JsonLd data={data} />;
}
