import type { Endpoint, EndpointInput, EndpointOutput } from '@ledgerlink/shared-schema';
import { ApiError, call, type CallOptions } from '../api/client';

/**
 * How one `call` ended, for callers that store what happened (the outbox, the dashboard's offline
 * copy) and so must tell apart a refusal, a write the server did whose answer could not be read,
 * and no answer at all.
 */
export type CallSettlement<T> =
  /** A 2xx, read with the endpoint's response schema. */
  | { type: 'answer'; data: T }
  /** A 2xx whose body could not be read or did not match the schema: the server did accept the request. */
  | { type: 'unreadable' }
  /** Any other status, with its body when that was JSON. */
  | { type: 'refused'; status: number; headers: Headers; body: unknown }
  /** No answer: offline, the connection refused, or the request timed out. */
  | { type: 'unreachable'; error: unknown };

export async function settleCall<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<CallSettlement<EndpointOutput<E>>> {
  // Called unbound: the platform's fetch throws "Illegal invocation" when called as a method of another object.
  const send = options.fetch ?? ((url: RequestInfo | URL, init?: RequestInit) => fetch(url, init));
  let response: Response | undefined;
  const watched = async (url: RequestInfo | URL, init?: RequestInit) => (response = await send(url, init));
  try {
    return { type: 'answer', data: await call(endpoint, input, { ...options, fetch: watched }) };
  } catch (error) {
    if (error instanceof ApiError) return { type: 'refused', status: error.status, headers: error.headers, body: error.body };
    if (!response) return { type: 'unreachable', error };
    // The answer came but its body broke off or is off-contract.
    return response.ok ? { type: 'unreadable' } : { type: 'refused', status: response.status, headers: response.headers, body: undefined };
  }
}
