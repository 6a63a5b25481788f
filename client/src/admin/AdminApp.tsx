import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PageLoader } from '../shared/components/PageLoader';
import { ThemeProvider } from '../shared/theme/ThemeProvider';
import { adminRoutes } from './admin-routes';
import { RouteErrorView } from './RouteErrorView';

/**
 * The back office: client-only, loaded when the address starts with /admin, with its own React
 * Router (the storefront runs on a lighter one). Its router follows the browser's history, which
 * both routers share, so a link from one to the other simply changes which one renders.
 */
export default function AdminApp() {
  const [router] = useState(() =>
    createBrowserRouter([{ id: 'admin', errorElement: <RouteErrorView />, hydrateFallbackElement: <PageLoader />, children: adminRoutes }]),
  );
  useEffect(() => () => router.dispose(), [router]);
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
