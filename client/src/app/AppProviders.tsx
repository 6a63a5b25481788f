import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SessionCheck } from '../shared/auth/SessionCheck';
import { Notices } from '../shared/notices/Notices';

/**
 * Apollo, the session check and the notices around the app: the same in the browser, on the server
 * (where the check's effect never runs) and in tests. The back office adds Chakra inside (AdminApp).
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <SessionCheck />
      {children}
      <Notices />
    </ApolloProvider>
  );
}
