import { csrfHeaders } from '../../shared/http/csrf';
import { jsonBody, refusalCode, refusalMessage } from '../../shared/http/signed-in-fetch';
import type { ErrorCode } from '../../generated/error-code';

/** A refused call: the server's Russian sentence and its code (`NOT_FOUND`: the link is unknown or used). */
export class SubscriptionRefused extends Error {
  constructor(
    readonly code: ErrorCode | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One anonymous POST to the subscription API as the pages' buttons send it with JavaScript on
 * (CONTRACT §18): JSON, the CSRF echo, the answer's body or its refusal.
 */
async function post<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, window.location.origin), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...csrfHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await jsonBody(response);
  if (!response.ok) throw new SubscriptionRefused(refusalCode(answer), refusalMessage(answer, 'Не удалось связаться с магазином. Попробуйте ещё раз.'));
  return answer as T;
}

/** «Подтвердить»: `POST /api/subscribes/confirm {token}`. */
export const confirmSubscription = (token: string) => post<{ email: string; status: 'confirmed'; message: string }>('/api/subscribes/confirm', { token });

/** «Отписаться»: `POST /api/subscribes/{mailId}/unsubscribe`, 200 also when already done. */
export const unsubscribe = (mailId: string) => post<{ message: string }>(`/api/subscribes/${encodeURIComponent(mailId)}/unsubscribe`);
