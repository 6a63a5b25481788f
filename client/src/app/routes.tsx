import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from '../admin/admin-routes';
import { PageLoader } from '../shared/components/PageLoader';
import { storefrontRoutes } from '../storefront/storefront-routes';
import { RouteErrorView } from './RouteErrorView';

/**
 * Every route of the app as data, for `createBrowserRouter` in the browser and
 * `createStaticHandler`/`createStaticRouter` on the server. Nothing here touches `window`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <PageLoader />,
    children: [...storefrontRoutes, ...adminRoutes],
  },
];
