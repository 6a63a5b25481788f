import { lazyScreen } from '../../shared/routing/lazy-screen';

/**
 * The newsletter form in every page's footer (CONTRACT §13): a part, so the server renders it and
 * the shopper sees it at once, while its script stays out of every page's first load.
 */
export const FooterSubscribe = lazyScreen(
  'src/storefront/contact/components/SubscribeForm.tsx',
  () => import('../contact/components/SubscribeForm'),
  (module) => module.SubscribeForm,
  { part: true },
);

/** Loads the parts every page has, before the server renders one. */
export const preloadShellParts = (): Promise<void> => FooterSubscribe.preload();
