import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { startSessionCheck } from './session-check';

/** Runs the session check once the app is in the browser (SPEC §4): renders nothing. */
export function SessionCheck() {
  const client = useApolloClient();
  useEffect(() => startSessionCheck(client), [client]);
  return null;
}
