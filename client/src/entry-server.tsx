import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { createApolloClient } from './shared/apollo/create-apollo-client';
import { ServerPageProvider } from './shared/routing/server-page';

export interface RenderedPage {
  status: number;
  /** The tags the page hoists into its head (title, description, canonical, Open Graph). */
  head: string;
  /** The markup of `#root`. */
  body: string;
  /** The Apollo cache the browser starts from, so no request is repeated on load. */
  state: NormalizedCacheObject;
}

/** The page's own head tags come first in React 19's output: title, meta and link elements. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * Renders a storefront address on the server: the same route table and providers as the browser,
 * an Apollo client whose requests go through `graphql` (the server's own GraphQL, run in process),
 * rendered again until every query has its data. A redirect is answered as the Response it is.
 */
export async function renderPage(request: Request, options: { publicUrl: string; graphql: typeof fetch }): Promise<RenderedPage | Response> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createApolloClient({ ssrMode: true, uri: `${options.publicUrl}/graphql`, fetch: options.graphql });
  const response = { status: context.statusCode };
  // Each rendering pass starts from the routes' status; a page found missing once its data came sets 404.
  const ResetStatus = () => {
    response.status = context.statusCode;
    return null;
  };
  const { result } = await prerenderStatic({
    tree: (
      <ServerPageProvider value={{ publicUrl: options.publicUrl, response }}>
        <ResetStatus />
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerPageProvider>
    ),
    renderFunction: renderToString,
  });
  const head = LEADING_HEAD_TAGS.exec(result)?.[0] ?? '';
  const state = client.extract() as NormalizedCacheObject;
  // The page's queries end with it: nothing of this request stays subscribed on the server.
  client.stop();
  return { status: response.status, head, body: result.slice(head.length), state };
}
