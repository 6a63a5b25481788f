import { Outlet, useLocation } from 'react-router-dom';

/** The page of a layout, re-mounted on every path change (SPEC §2): its state never leaks to the next page. */
export function KeyedOutlet() {
  const { pathname } = useLocation();
  return <Outlet key={pathname} />;
}
