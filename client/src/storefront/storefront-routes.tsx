import type { RouteObject } from 'react-router-dom';
import { accountUrls } from './account/urls';
import { cartUrls } from './cart/urls';
import { catalogUrls } from './catalog/urls';
import { checkoutUrls } from './checkout/urls';
import { contactUrls } from './contact/urls';
import { HomeView } from './home/views/HomeView';
import { infoUrls, type InfoPageKey } from './info/urls';
import { StorefrontLayout } from './layout/views/StorefrontLayout';
import { newsUrls } from './news/urls';
import { NotFoundView } from './not-found/views/NotFoundView';
import { productUrls } from '../shared/catalog/product-urls';
import { wishlistUrls } from './wishlist/urls';

/**
 * The information pages' texts, the catalogue, the product page, the news, the basket, the wishlist,
 * the checkout, the account pages (with the customer's orders and addresses) and the contact forms
 * arrive on demand; the layout and home page ship in the entry.
 */
const infoPage = () => import('./info/views/InfoPageView');
const catalog = () => import('./catalog/catalog-screens');
const product = () => import('./product/product-screens');
const cart = () => import('./cart/cart-screens');
const wishlist = () => import('./wishlist/wishlist-screens');
const checkout = () => import('./checkout/checkout-screens');
const account = () => import('./account/account-screens');
const orders = () => import('./account/order-screens');
const contact = () => import('./contact/contact-screens');
const news = () => import('./news/news-screens');

const infoRoutes: RouteObject[] = (Object.keys(infoUrls) as InfoPageKey[]).map((page) => ({
  path: infoUrls[page],
  lazy: async () => {
    const { InfoPageView } = await infoPage();
    return { Component: () => <InfoPageView page={page} /> };
  },
}));

/** The shop's pages inside its layout: home, catalogue, product, basket, wishlist, checkout, information pages, account, contact forms and the 404 page. */
export const storefrontRoutes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomeView /> },
      { path: catalogUrls.catalog, lazy: async () => ({ Component: (await catalog()).CatalogScreen }) },
      { path: catalogUrls.categoryPattern, lazy: async () => ({ Component: (await catalog()).CategoryScreen }) },
      { path: productUrls.productPattern, lazy: async () => ({ Component: (await product()).ProductScreen }) },
      { path: cartUrls.cart, lazy: async () => ({ Component: (await cart()).CartScreen }) },
      { path: wishlistUrls.wishlist, lazy: async () => ({ Component: (await wishlist()).WishlistScreen }) },
      { path: checkoutUrls.checkout, lazy: async () => ({ Component: (await checkout()).CheckoutScreen }) },
      { path: checkoutUrls.successPattern, lazy: async () => ({ Component: (await checkout()).CheckoutSuccessScreen }) },
      { path: newsUrls.news, lazy: async () => ({ Component: (await news()).NewsListScreen }) },
      { path: newsUrls.postPattern, lazy: async () => ({ Component: (await news()).NewsPostScreen }) },
      ...infoRoutes,
      { path: accountUrls.signIn, lazy: async () => ({ Component: (await account()).SignInScreen }) },
      { path: accountUrls.signUp, lazy: async () => ({ Component: (await account()).SignUpScreen }) },
      { path: accountUrls.forgotPassword, lazy: async () => ({ Component: (await account()).ForgotPasswordScreen }) },
      { path: accountUrls.resetPasswordPattern, lazy: async () => ({ Component: (await account()).ResetPasswordScreen }) },
      { path: accountUrls.confirmEmailPattern, lazy: async () => ({ Component: (await account()).ConfirmEmailScreen }) },
      { path: accountUrls.profile, lazy: async () => ({ Component: (await account()).ProfileScreen }) },
      { path: accountUrls.orders, lazy: async () => ({ Component: (await orders()).OrdersScreen }) },
      { path: accountUrls.orderPattern, lazy: async () => ({ Component: (await orders()).OrderScreen }) },
      { path: accountUrls.addresses, lazy: async () => ({ Component: (await orders()).AddressesScreen }) },
      { path: contactUrls.help, lazy: async () => ({ Component: (await contact()).HelpScreen }) },
      { path: contactUrls.callBack, lazy: async () => ({ Component: (await contact()).CallBackScreen }) },
      { path: contactUrls.personalData, lazy: async () => ({ Component: (await contact()).PersonalDataScreen }) },
      { path: '*', element: <NotFoundView /> },
    ],
  },
];
