import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../client/src/app/AppProviders';
import { routes } from '../../../client/src/app/routes';
import { saveTokens } from '../../../client/src/shared/auth/token-storage';
import { createApolloClient } from '../../../client/src/shared/apollo/create-apollo-client';

export const TEST_TOKENS = { accessToken: 'access-token-1', refreshToken: 'refresh-token-1' };

/**
 * The whole app at `path`, as the browser would run it (same routes, providers and link chain),
 * with an in-memory router. `signedIn` stores both tokens first.
 */
export function renderApp(path: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  if (signedIn) saveTokens(TEST_TOKENS);
  const client = createApolloClient({ uri: 'http://localhost/graphql' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, client, screen };
}
