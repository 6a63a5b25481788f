import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PageLoader } from '../shared/components/PageLoader';
import { ThemeProvider } from '../shared/theme/ThemeProvider';
import { adminRoutes } from './admin-routes';
import { ShopName } from './layout/ShopName';
import { RouteErrorView } from './RouteErrorView';

/**
 * The back office: client-only, loaded when the address starts with /admin, with its own React
 * Router (the storefront runs on a lighter one). Its router follows the browser's history, which
 * both routers share, so a link from one to the other simply changes which one renders.
 */
export default function AdminApp() {
  const [router, setRouter] = useState<ReturnType<typeof createBrowserRouter> | null>(null);
  // Made and disposed by the same effect: StrictMode's rehearsal of an unmount disposes its own
  // router and makes a fresh one, instead of leaving the page on a disposed router, loading forever.
  useEffect(() => {
    const created = createBrowserRouter([{ id: 'admin', errorElement: <RouteErrorView />, hydrateFallbackElement: <PageLoader />, children: adminRoutes }]);
    setRouter(created);
    return () => created.dispose();
  }, []);
  return (
    <ThemeProvider>
      <ShopName>{router ? <RouterProvider router={router} /> : <PageLoader />}</ShopName>
    </ThemeProvider>
  );
}
