import { inject } from 'vitest';

/** A call to the shop's REST API as a script would make it: JSON in and out, a refusal thrown with its status and body. */
export async function api<T = any>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** A fresh access token of the shop's admin. */
export const adminToken = async () => (await api<{ accessToken: string }>('/auth/signin', { method: 'POST', body: inject('admin') })).accessToken;
