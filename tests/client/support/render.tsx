import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../client/src/app/App';
import { AppProviders } from '../../../client/src/app/AppProviders';
import { saveTokens } from '../../../client/src/shared/auth/token-storage';
import { createApolloClient } from '../../../client/src/shared/apollo/create-apollo-client';
import { renderingWithoutServerMarkup } from '../../../client/src/shared/routing/server-page';

export const TEST_TOKENS = { accessToken: 'access-token-1', refreshToken: 'refresh-token-1' };

/**
 * The whole app at `path`, as the browser would run it (same routes, providers and link chain),
 * on jsdom's history: the address is `window.location`. `signedIn` stores both tokens first.
 */
export function renderApp(path: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  // As the browser entry renders an empty page (no server markup to hydrate)
  renderingWithoutServerMarkup();
  if (signedIn) saveTokens(TEST_TOKENS);
  window.history.replaceState(null, '', path);
  const client = createApolloClient({ uri: 'http://localhost/graphql' });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <App />
    </AppProviders>,
  );
  return { ...view, user, client, screen };
}
