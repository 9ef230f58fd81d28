import { apiEndpoints, bookingPath } from './apiEndpoints.ts';
import { createSend } from './createSend.ts';
import { idempotencyKey } from './idempotencyKey.ts';

export type { GetRequest } from './apiEndpoints.ts';
export { preloadNextCalls } from './loadLaterCalls.ts';

export interface ApiClientOptions {
  /** The booking API plus `/v1`, e.g. `https://api.example.com/v1`. */
  apiBase: string;
  /** Sent as the `system` header on every call (DESIGN §3). */
  system: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * The widget's one way to the booking API: one request path (createSend.ts, sendRequest.ts)
 * with one timeout, retry and error rule, and every answer checked against the contract.
 */
export function createApiClient(options: ApiClientOptions) {
  const base = options.apiBase.replace(/\/+$/, '') + '/';
  // A header value with a newline or other control character makes `new Headers()` throw on
  // every call; such a system id is never sent (the instance shows the broken-link page).
  const sendable = /^[\x21-\x7e]+$/.test(options.system);
  const headers: Record<string, string> = sendable ? { system: options.system } : {};
  const send = createSend({ base, headers, fetch: options.fetch });

  return {
    ...apiEndpoints(send),

    /**
     * Best-effort release of an unfinalized booking while the page goes away (doc 1 §4): a
     * keepalive request outlives the page; its answer is never read, so it needs no timeout or
     * retry and goes around the request path.
     */
    releaseOnUnload(guid: string): void {
      // Guarded like every other call: a system id that cannot be a header names no venue the
      // API knows (such an instance is a broken link and never booked), so nothing is sent.
      if (!sendable) return;
      const doFetch = options.fetch ?? fetch;
      void doFetch(base + bookingPath(guid, 'Clear'), {
        method: 'POST',
        keepalive: true,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey(),
        },
        body: '{}',
      }).catch(() => undefined);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
