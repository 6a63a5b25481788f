import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { createApolloClient } from './shared/apollo/create-apollo-client';
import { PAGE_DATA_ID, ServerPageProvider } from './shared/routing/server-page';

/** What a server-rendered page carries for the browser (a JSON script: the policy allows no inline code). */
interface PageData {
  apollo: NormalizedCacheObject;
  publicUrl: string;
}

const container = document.getElementById('root')!;
const serverRendered = container.hasChildNodes();
const pageData = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || 'null') as PageData | null;

/**
 * Before hydrating server-rendered markup, the lazy routes of the current address are loaded, so
 * the first client render matches the server's instead of showing the loading fallback.
 */
async function resolveLazyRoutes(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  if (serverRendered) await resolveLazyRoutes();
  const client = createApolloClient({ initialState: pageData?.apollo });
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <ServerPageProvider value={{ publicUrl: pageData?.publicUrl ?? window.location.origin }}>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </ServerPageProvider>
    </StrictMode>
  );
  // A server-rendered page is hydrated; an empty shell is rendered from scratch.
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
