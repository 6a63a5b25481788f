import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { createApolloClient } from './shared/apollo/create-apollo-client';

declare global {
  interface Window {
    /** The Apollo cache of a server-rendered page. */
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

const client = createApolloClient({ initialState: window.__APOLLO_STATE__ });
const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A server-rendered page is hydrated; an empty shell is rendered from scratch.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
