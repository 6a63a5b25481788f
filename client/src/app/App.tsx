import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { adminUrls } from '../admin/urls';
import { StorefrontLayout } from '../storefront/layout/views/StorefrontLayout';

const AdminApp = lazy(() => import('../admin/AdminApp'));

const isAdminPath = (pathname: string) => pathname === adminUrls.root || pathname.startsWith(`${adminUrls.root}/`);

/** The shop at every address but /admin, where the back office loads on demand; a storefront page never downloads it. */
export function App() {
  const [pathname] = useLocation();
  if (!isAdminPath(pathname)) return <StorefrontLayout />;
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}
