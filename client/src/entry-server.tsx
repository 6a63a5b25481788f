import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './shared/apollo/create-apollo-client';
import { ServerPageProvider } from './shared/routing/server-page';
import { preloadShellParts } from './storefront/layout/shell-parts';
import { preloadStorefrontScreen } from './storefront/storefront-routes';

export interface RenderedPage {
  status: number;
  /** The tags the page hoists into its head (title, description, canonical, Open Graph). */
  head: string;
  /** The markup of `#root`. */
  body: string;
  /** The Apollo cache the browser starts from, so no request is repeated on load. */
  state: NormalizedCacheObject;
  /** The build manifest's keys of the lazily loaded screens the page rendered (their scripts and styles go in the head). */
  screens: string[];
}

/** The page's own head tags come first in React 19's output: title, meta and link elements. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * Renders a storefront address on the server: the same route table and providers as the browser,
 * an Apollo client whose requests go through `graphql` (the server's own GraphQL, run in process),
 * rendered again until every query has its data.
 */
export async function renderPage(request: Request, options: { publicUrl: string; graphql: typeof fetch }): Promise<RenderedPage> {
  const url = new URL(request.url);
  await Promise.all([preloadStorefrontScreen(url.pathname), preloadShellParts()]);
  const client = createApolloClient({ ssrMode: true, uri: `${options.publicUrl}/graphql`, fetch: options.graphql });
  const response = { status: 200 };
  const screens = new Set<string>();
  // Each rendering pass starts from 200; a page found missing once its data came sets 404.
  const ResetStatus = () => {
    response.status = 200;
    return null;
  };
  const { result } = await prerenderStatic({
    tree: (
      <ServerPageProvider value={{ publicUrl: options.publicUrl, response, screens }}>
        <ResetStatus />
        <Router ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')}>
          <AppProviders client={client}>
            <App />
          </AppProviders>
        </Router>
      </ServerPageProvider>
    ),
    renderFunction: renderToString,
  });
  const head = LEADING_HEAD_TAGS.exec(result)?.[0] ?? '';
  const state = inKeyOrder(client.extract() as NormalizedCacheObject);
  // The page's queries end with it: nothing of this request stays subscribed on the server.
  client.stop();
  return { status: response.status, head, body: result.slice(head.length), state, screens: [...screens] };
}

const sortedKeys = <T extends object>(object: T): T => Object.fromEntries(Object.keys(object).sort().map((key) => [key, object[key as keyof T]])) as T;

/**
 * The cache with its records and each record's fields in key order: queries run side by side (the
 * footer's shop contacts and the page's) finish in any order, and the same page must be the same bytes.
 */
function inKeyOrder(state: NormalizedCacheObject): NormalizedCacheObject {
  return sortedKeys(Object.fromEntries(Object.entries(state).map(([key, record]) => [key, record && sortedKeys(record)])));
}
