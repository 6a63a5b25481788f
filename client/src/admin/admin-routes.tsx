import { Navigate, type RouteObject } from 'react-router-dom';
import { adminHomeUrl, officeSections, bannerSections, campaignSections, checkoutMethodSections, dictionarySections, discussionSections, newsSection, orderSections, productSections, promotionSections, settingsSections } from './sections';
import { adminUrls } from './urls';

/** One chunk holds the whole back office; every admin route loads it on first use. */
const screens = () => import('./admin-screens');

/**
 * The admin routes as data. Paths are known up front (so `/admin/colors` is matched before any
 * download); the components arrive with `lazy`.
 */
export const adminRoutes: RouteObject[] = [
  { path: adminUrls.login, lazy: async () => ({ Component: (await screens()).AdminLoginScreen }) },
  {
    path: adminUrls.root,
    lazy: async () => ({ Component: (await screens()).AdminLayoutScreen }),
    children: [
      { index: true, element: <Navigate to={adminHomeUrl} replace /> },
      ...officeSections.map(({ path, screen }): RouteObject => ({ path, lazy: async () => ({ Component: (await screens()).officeScreens[screen] }) })),
      ...productSections.map(({ path, screen }): RouteObject => ({ path, lazy: async () => ({ Component: (await screens()).productScreens[screen] }) })),
      ...[...dictionarySections, newsSection, ...checkoutMethodSections].flatMap(({ key, urls }): RouteObject[] => [
        { path: urls.list, lazy: async () => ({ Component: (await screens()).dictionaryScreens[key].List }) },
        { path: urls.create, lazy: async () => ({ Component: (await screens()).dictionaryScreens[key].Create }) },
        { path: urls.editPattern, lazy: async () => ({ Component: (await screens()).dictionaryScreens[key].Edit }) },
      ]),
      ...discussionSections.flatMap(({ key, urls }): RouteObject[] => [
        { path: urls.list, lazy: async () => ({ Component: (await screens()).discussionScreens[key].List }) },
        { path: urls.threadPattern, lazy: async () => ({ Component: (await screens()).discussionScreens[key].Thread }) },
      ]),
      ...orderSections.map(({ path, screen }): RouteObject => ({ path, lazy: async () => ({ Component: (await screens()).orderScreens[screen] }) })),
      ...bannerSections.map(({ path, screen }): RouteObject => ({ path, lazy: async () => ({ Component: (await screens()).bannerScreens[screen] }) })),
      ...promotionSections.map(({ path, screen }): RouteObject => ({ path, lazy: async () => ({ Component: (await screens()).promotionScreens[screen] }) })),
      ...campaignSections.map(({ path, screen }): RouteObject => ({ path, lazy: async () => ({ Component: (await screens()).campaignScreens[screen] }) })),
      ...settingsSections.map(({ path, screen }): RouteObject => ({ path, lazy: async () => ({ Component: (await screens()).settingsScreens[screen] }) })),
    ],
  },
];
