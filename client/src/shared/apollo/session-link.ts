import { ApolloLink } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import type { DocumentNode } from 'graphql';
import { defer, mergeMap, catchError, of, throwError, type Observable } from 'rxjs';
import { SKIP_SESSION_RENEWAL } from '../auth/renewal-flag';
import { readTokens } from '../auth/token-storage';
import { errorCode } from '../errors/error-message';

/**
 * Root fields whose 401 says something about the input, not about the stored session (a wrong
 * password), or which run without a session: a refresh would not help them.
 */
const SESSIONLESS_FIELDS = new Set([
  'signIn',
  'adminSignIn',
  'signUp',
  'refreshToken',
  'checkSession',
  'confirmEmail',
  'resetPassword',
  'requestPasswordReset',
  'resendConfirmation',
]);

function rootFields(query: DocumentNode): string[] {
  return query.definitions.flatMap((definition) =>
    definition.kind === 'OperationDefinition'
      ? definition.selectionSet.selections.flatMap((selection) => (selection.kind === 'Field' ? [selection.name.value] : []))
      : [],
  );
}

const isUnauthenticated = (errors: readonly GraphQLFormattedError[] | undefined): boolean =>
  !!errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED' || error.extensions?.status === 401);

/**
 * Placed before the auth link. An operation that carried the stored tokens and came back
 * UNAUTHENTICATED (an expired access token) gets new tokens once (`renewTokens`: one refresh in
 * flight, shared by every operation failing meanwhile) and is sent again; the auth link then adds
 * the new access token. When the refresh is refused, both tokens are removed (the admin then
 * redirects to its sign-in page) and the original answer goes through.
 */
export function createSessionLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sentWith = readTokens();
    if (!sentWith || operation.getContext()[SKIP_SESSION_RENEWAL] || rootFields(operation.query).some((field) => SESSIONLESS_FIELDS.has(field))) {
      return forward(operation);
    }
    let retried = false;
    const renewThenRetry = (original: () => Observable<ApolloLink.Result>): Observable<ApolloLink.Result> => {
      retried = true;
      // The refresh code is fetched the first time it is needed (signed-in visitors only).
      const renew = () => import('../auth/refresh').then(({ renewTokens }) => renewTokens(operation.client, sentWith));
      return defer(() =>
        renew().then(
          () => true,
          () => false,
        ),
      ).pipe(mergeMap((renewed) => (renewed ? forward(operation) : original())));
    };
    return forward(operation).pipe(
      mergeMap((result) => (!retried && isUnauthenticated(result.errors) ? renewThenRetry(() => of(result)) : of(result))),
      catchError((error: unknown) => (!retried && errorCode(error) === 'UNAUTHENTICATED' ? renewThenRetry(() => throwError(() => error)) : throwError(() => error))),
    );
  });
}
