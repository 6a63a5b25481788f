import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Notices } from '../shared/notices/Notices';
import { ThemeProvider } from '../shared/theme/ThemeProvider';

/** Apollo, Chakra and the notices around the router: the same in the browser, on the server and in tests. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        {children}
        <Notices />
      </ThemeProvider>
    </ApolloProvider>
  );
}
