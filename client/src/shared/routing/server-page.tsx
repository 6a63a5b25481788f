import { createContext, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * What the server-rendered page shares with its components: the shop's public address (links in
 * the head are absolute, from PUBLIC_URL) and, on the server only, where a page sets its HTTP status.
 */
/** The id of the JSON script in which the server hands the page its Apollo cache and PUBLIC_URL. */
export const PAGE_DATA_ID = 'page-data';

export interface ServerPage {
  publicUrl: string;
  /** Filled while rendering on the server; absent in the browser. */
  response?: { status: number };
  /** On the server: the lazily loaded screens the page rendered, whose scripts and styles its head names. */
  screens?: Set<string>;
}

const ServerPageContext = createContext<ServerPage>({ publicUrl: typeof window === 'undefined' ? '' : window.location.origin });

export const ServerPageProvider = ServerPageContext.Provider;

export const usePublicUrl = () => useContext(ServerPageContext).publicUrl;

/** The page answers with this status when rendered on the server (the 404 page: 404). */
export function useHttpStatus(status: number): void {
  const { response } = useContext(ServerPageContext);
  if (response) response.status = status;
}

/** Records, on the server, that the page rendered the screen built from the module `key`. */
export function useScreenRecord(key: string): void {
  useContext(ServerPageContext).screens?.add(key);
}

const noChanges = () => () => {};

/**
 * False on the server and while the browser hydrates, true once the page works: a form rendered on
 * the server stays disabled until then, so nothing typed before hydration is lost when React takes over.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noChanges, () => true, () => false);

/** Children drawn only in the browser, once the page has come alive: a lazy part the server does not render. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
