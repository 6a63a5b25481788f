import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ShopContactsDocument } from '../../generated/storefront/graphql';
import { SHOP_NAME, ShopNameContext } from '../../shared/components/PageTitle';

/** The shop's name as the Admin keeps it in the shop settings, for the back office's titles and header; «Витрина» until known. */
export function ShopName({ children }: { children: ReactNode }) {
  const name = useQuery(ShopContactsDocument).data?.shopSettings.name;
  return <ShopNameContext.Provider value={name ?? SHOP_NAME}>{children}</ShopNameContext.Provider>;
}
