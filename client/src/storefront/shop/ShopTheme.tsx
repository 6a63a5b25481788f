import type { ComponentType } from 'react';
import { ThemeProvider } from '../../shared/theme/ThemeProvider';
import { shopSystem } from './shop-system';

/** A shop screen (catalogue, product, basket, wishlist, checkout, orders) inside the Chakra system with the shop's recipes. */
export const withShopTheme =
  (View: ComponentType): ComponentType =>
  () => (
    <ThemeProvider system={shopSystem}>
      <View />
    </ThemeProvider>
  );
