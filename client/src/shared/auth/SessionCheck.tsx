import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { hasTokens } from './token-storage';

/**
 * Runs the session check once the app is in the browser (SPEC §4); renders nothing. The check's
 * code is downloaded only when both tokens are stored: an anonymous shopper never loads it.
 */
export function SessionCheck() {
  const client = useApolloClient();
  useEffect(() => {
    if (hasTokens()) void import('./session-check').then(({ startSessionCheck }) => startSessionCheck(client));
  }, [client]);
  return null;
}
