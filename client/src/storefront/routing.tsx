import { useEffect } from 'react';
import { Link as RouteLink, useLocation as useWouterLocation, useParams as useRouteParams, useSearch, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/**
 * The storefront's router: wouter (a few KB) instead of React Router's data router, which alone
 * weighed 30 KB of the shopper's first load. The names follow React Router's, so a screen reads
 * the same whichever router runs it; the back office keeps React Router (admin/AdminApp).
 */

export { useSearchParams };

/** A link inside the shop: `to` is a path; clicks navigate without a page load. */
export const Link = RouteLink;

/** The matched route's parameters (`:url`, `:id`…). */
export const useParams = useRouteParams as <Params extends Record<string, string | undefined> = Record<string, string | undefined>>() => Params;

export interface NavigateOptions {
  replace?: boolean;
  /** Carried to the next page (the order just placed, the page to return to after signing in). */
  state?: unknown;
}

/** A function that moves to another page of the shop. */
export function useNavigate() {
  const [, navigate] = useWouterLocation();
  return (to: string, options?: NavigateOptions) => navigate(to, options);
}

/** The current address: its path, its query (with its «?», or empty) and the state it was reached with. */
export function useLocation() {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = useHistoryState() as unknown;
  return { pathname, search: search ? `?${search}` : '', state };
}

/** Moves to `to` once rendered in the browser (on the server it renders nothing). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), []); // eslint-disable-line react-hooks/exhaustive-deps -- moves once, as React Router's own <Navigate> does
  return null;
}
