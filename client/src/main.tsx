import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './shared/apollo/create-apollo-client';
import { PAGE_DATA_ID, renderingWithoutServerMarkup, ServerPageProvider } from './shared/routing/server-page';
import { preloadStorefrontScreen } from './storefront/storefront-routes';

/** What a server-rendered page carries for the browser (a JSON script: the policy allows no inline code). */
interface PageData {
  apollo: NormalizedCacheObject;
  publicUrl: string;
}

const container = document.getElementById('root')!;
const serverRendered = container.hasChildNodes();
const pageData = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || 'null') as PageData | null;

async function start(): Promise<void> {
  // The current address's screen is loaded first, so the first render matches the server's markup.
  if (serverRendered) await preloadStorefrontScreen(window.location.pathname);
  const client = createApolloClient({ initialState: pageData?.apollo });
  const app = (
    <StrictMode>
      <ServerPageProvider value={{ publicUrl: pageData?.publicUrl ?? window.location.origin }}>
        <AppProviders client={client}>
          <App />
        </AppProviders>
      </ServerPageProvider>
    </StrictMode>
  );
  // A server-rendered page is hydrated; an empty shell is rendered from scratch. Hydration as a
  // transition is done in slices that yield to the browser (a default-priority hydration is one
  // long task on a slow phone): the page already shows, and a tap meanwhile is handled first.
  if (serverRendered) startTransition(() => void hydrateRoot(container, app));
  else {
    renderingWithoutServerMarkup();
    createRoot(container).render(app);
  }
}

void start();
