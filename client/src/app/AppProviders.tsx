import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SessionCheck } from '../shared/auth/SessionCheck';
import { Notices } from '../shared/notices/Notices';
import { ThemeProvider } from '../shared/theme/ThemeProvider';

/**
 * Apollo, Chakra, the session check and the notices around the router: the same in the browser,
 * on the server (where the check's effect never runs) and in tests.
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <SessionCheck />
        {children}
        <Notices />
      </ThemeProvider>
    </ApolloProvider>
  );
}
