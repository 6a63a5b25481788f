import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { Route, Switch } from 'wouter';
import { lazyScreen } from '../shared/routing/lazy-screen';
import { productUrls } from '../shared/catalog/product-urls';
import { accountUrls } from './account/urls';
import { cartUrls } from './cart/urls';
import { catalogUrls } from './catalog/urls';
import { checkoutUrls } from './checkout/urls';
import { contactUrls } from './contact/urls';
import { homeUrl } from './home/urls';
import { infoUrls, type InfoPageKey } from './info/urls';
import { newsUrls } from './news/urls';
import { NotFoundView } from './not-found/views/NotFoundView';
import { wishlistUrls } from './wishlist/urls';

/**
 * Every page arrives on demand (the home page too, with its product cards); the layout ships in the
 * entry. Each key is the module's path in the build manifest, by which the server names the
 * screen's script and styles in the page's head.
 */
const catalog = async () => {
  const screens = await import('./catalog/catalog-screens');
  if (import.meta.env.SSR) await screens.preloadOnServer();
  return screens;
};
const home = () => import('./home/views/HomeView');
const product = () => import('./product/product-screens');
const cart = () => import('./cart/cart-screens');
const wishlist = () => import('./wishlist/wishlist-screens');
const checkout = () => import('./checkout/checkout-screens');
const checkoutSuccess = () => import('./checkout/success-screens');
const account = () => import('./account/account-screens');
const orders = () => import('./account/order-screens');
const addresses = () => import('./account/address-screens');
const contact = () => import('./contact/contact-screens');
const news = () => import('./news/news-screens');
const info = () => import('./info/views/InfoPageView');

const CATALOG = 'src/storefront/catalog/catalog-screens.ts';
const ACCOUNT = 'src/storefront/account/account-screens.tsx';
const ORDERS = 'src/storefront/account/order-screens.tsx';
const CONTACT = 'src/storefront/contact/contact-screens.tsx';
const NEWS = 'src/storefront/news/news-screens.ts';

export interface StorefrontRoute {
  path: string;
  Screen: ComponentType & { preload?: () => Promise<void> };
}

/** Every page of the shop: one table for the server and the browser. Unknown addresses get the 404 page. */
export const storefrontRoutes: StorefrontRoute[] = [
  { path: homeUrl, Screen: lazyScreen('src/storefront/home/views/HomeView.tsx', home, (screens) => screens.HomeView) },
  { path: catalogUrls.catalog, Screen: lazyScreen(CATALOG, catalog, (screens) => screens.CatalogScreen) },
  { path: catalogUrls.categoryPattern, Screen: lazyScreen(CATALOG, catalog, (screens) => screens.CategoryScreen) },
  { path: productUrls.productPattern, Screen: lazyScreen('src/storefront/product/product-screens.ts', product, (screens) => screens.ProductScreen) },
  { path: cartUrls.cart, Screen: lazyScreen('src/storefront/cart/cart-screens.ts', cart, (screens) => screens.CartScreen) },
  { path: wishlistUrls.wishlist, Screen: lazyScreen('src/storefront/wishlist/wishlist-screens.ts', wishlist, (screens) => screens.WishlistScreen) },
  { path: checkoutUrls.checkout, Screen: lazyScreen('src/storefront/checkout/checkout-screens.ts', checkout, (screens) => screens.CheckoutScreen) },
  { path: checkoutUrls.successPattern, Screen: lazyScreen('src/storefront/checkout/success-screens.ts', checkoutSuccess, (screens) => screens.CheckoutSuccessScreen) },
  { path: newsUrls.news, Screen: lazyScreen(NEWS, news, (screens) => screens.NewsListScreen) },
  { path: newsUrls.postPattern, Screen: lazyScreen(NEWS, news, (screens) => screens.NewsPostScreen) },
  ...(Object.keys(infoUrls) as InfoPageKey[]).map((page) => ({
    path: infoUrls[page],
    Screen: lazyScreen('src/storefront/info/views/InfoPageView.tsx', info, ({ InfoPageView }) => () => <InfoPageView page={page} />),
  })),
  { path: accountUrls.signIn, Screen: lazyScreen(ACCOUNT, account, (screens) => screens.SignInScreen) },
  { path: accountUrls.signUp, Screen: lazyScreen(ACCOUNT, account, (screens) => screens.SignUpScreen) },
  { path: accountUrls.forgotPassword, Screen: lazyScreen(ACCOUNT, account, (screens) => screens.ForgotPasswordScreen) },
  { path: accountUrls.resetPasswordPattern, Screen: lazyScreen(ACCOUNT, account, (screens) => screens.ResetPasswordScreen) },
  { path: accountUrls.confirmEmailPattern, Screen: lazyScreen(ACCOUNT, account, (screens) => screens.ConfirmEmailScreen) },
  { path: accountUrls.profile, Screen: lazyScreen(ACCOUNT, account, (screens) => screens.ProfileScreen) },
  { path: accountUrls.orders, Screen: lazyScreen(ORDERS, orders, (screens) => screens.OrdersScreen) },
  { path: accountUrls.orderPattern, Screen: lazyScreen(ORDERS, orders, (screens) => screens.OrderScreen) },
  { path: accountUrls.orderByKeyPattern, Screen: lazyScreen(ORDERS, orders, (screens) => screens.OrderByKeyScreen) },
  { path: accountUrls.addresses, Screen: lazyScreen('src/storefront/account/address-screens.tsx', addresses, (screens) => screens.AddressesScreen) },
  { path: contactUrls.help, Screen: lazyScreen(CONTACT, contact, (screens) => screens.HelpScreen) },
  { path: contactUrls.callBack, Screen: lazyScreen(CONTACT, contact, (screens) => screens.CallBackScreen) },
  { path: contactUrls.personalData, Screen: lazyScreen(CONTACT, contact, (screens) => screens.PersonalDataScreen) },
  { path: contactUrls.confirmSubscriptionPattern, Screen: lazyScreen(CONTACT, contact, (screens) => screens.ConfirmSubscriptionScreen) },
  { path: contactUrls.unsubscribePattern, Screen: lazyScreen(CONTACT, contact, (screens) => screens.UnsubscribeScreen) },
];

const patterns = storefrontRoutes.map((route) => ({ route, pattern: parse(route.path).pattern }));

/** The route of a path, if the shop has one. */
export const findStorefrontRoute = (pathname: string) => patterns.find(({ pattern }) => pattern.test(pathname))?.route;

/** Loads the screen of `pathname` before the first render, so the server and hydration render it at once. */
export async function preloadStorefrontScreen(pathname: string): Promise<void> {
  await findStorefrontRoute(pathname)?.Screen.preload?.();
}

/** The page of the current address. */
export function StorefrontPage() {
  return (
    <Switch>
      {storefrontRoutes.map(({ path, Screen }) => (
        <Route key={path} path={path} component={Screen} />
      ))}
      <Route component={NotFoundView} />
    </Switch>
  );
}
