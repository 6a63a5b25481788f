import type { RouteObject } from 'react-router-dom';
import { catalogUrls } from './catalog/urls';
import { HomeView } from './home/views/HomeView';
import { infoUrls, type InfoPageKey } from './info/urls';
import { StorefrontLayout } from './layout/views/StorefrontLayout';
import { NotFoundView } from './not-found/views/NotFoundView';

/** The information pages' texts and the catalogue arrive on demand; the layout and home page ship in the entry. */
const infoPage = () => import('./info/views/InfoPageView');
const catalog = () => import('./catalog/catalog-screens');

const infoRoutes: RouteObject[] = (Object.keys(infoUrls) as InfoPageKey[]).map((page) => ({
  path: infoUrls[page],
  lazy: async () => {
    const { InfoPageView } = await infoPage();
    return { Component: () => <InfoPageView page={page} /> };
  },
}));

/** The shop's pages inside its layout: home, catalogue, information pages and the 404 page. */
export const storefrontRoutes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomeView /> },
      { path: catalogUrls.catalog, lazy: async () => ({ Component: (await catalog()).CatalogView }) },
      { path: catalogUrls.categoryPattern, lazy: async () => ({ Component: (await catalog()).CategoryView }) },
      ...infoRoutes,
      { path: '*', element: <NotFoundView /> },
    ],
  },
];
