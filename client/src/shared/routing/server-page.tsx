import { createContext, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';

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

/** The page has come alive: what renders from now on (a form opened, another screen) is live at once. */
let pageAlive = false;

/** The app renders into an empty page, with no server markup to hydrate: it is alive from its first render. */
export function renderingWithoutServerMarkup(): void {
  pageAlive = true;
}

/**
 * False on the server and while the browser hydrates, true once the page works: a form rendered on
 * the server stays disabled until then, so nothing typed before hydration is lost when React takes over.
 * The change comes as a transition after the first render: a store whose browser value differs from
 * the server's would re-render every such component at once, synchronously, in one long task that a
 * slow phone feels.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageAlive);
  useEffect(() => {
    if (hydrated) return;
    pageAlive = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** Children drawn only in the browser, once the page has come alive: a lazy part the server does not render. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
