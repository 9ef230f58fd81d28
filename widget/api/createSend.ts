import { takePrefetched } from '../../shared/startup/prefetchRegistry.ts';
import { validate } from '../../shared/contract/validate.ts';
import { createAttemptKeys } from './attemptKeys.ts';
import { isNetworkError, ResponseValidationError } from './errors.ts';
import { schemaFor, type OutputOf, type SchemaOf } from './loadLaterCalls.ts';
import { requestUrl } from './requestUrl.ts';
import { runSteps } from './runSteps.ts';
import type { Query } from './searchParams.ts';
import { createSendRequest } from './sendRequest.ts';

interface SendOptions {
  /** The API base, ending in `/`. */
  base: string;
  /** Sent on every call. */
  headers: Record<string, string>;
  /** @default globalThis.fetch, read at each call */
  fetch?: typeof fetch | undefined;
}

export type Send = <S extends SchemaOf>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schemaOf: S,
  init?: { query?: Query; body?: unknown },
) => Promise<OutputOf<S>>;

/**
 * A client's calls: the request (sendRequest.ts, ky), and its answer checked against the
 * contract. A GET's first attempt takes the loader's answer when the loader asked already (the
 * first step's settings); a mutation carries the `Idempotency-Key` of its attempt
 * (attemptKeys.ts).
 */
export function createSend({ base, headers, fetch: ownFetch }: SendOptions): Send {
  const keys = createAttemptKeys();
  const sendRequest = createSendRequest(headers, ownFetch);

  async function mutate(method: 'POST' | 'PUT', url: string, path: string, body: unknown) {
    const json = JSON.stringify(body ?? {});
    const attempt = keys.start(`${method} ${path} ${json}`);
    const sent = sendRequest({
      method,
      url,
      body: json,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key },
    });
    sent.then(
      () => attempt.end(true),
      (error: unknown) => attempt.end(!isNetworkError(error)),
    );
    return sent;
  }

  return async (method, path, schemaOf, init = {}) => {
    const schema = schemaFor(schemaOf);
    const url = requestUrl(base, path, init.query);
    const text =
      method === 'GET'
        ? await sendRequest({ method, url, prefetched: takePrefetched<Response>(url) })
        : await mutate(method, url, path, init.body);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the schema says what is wrong.
    }
    const checked = await schema;
    // Issue 51: a schema with steps checks a large answer in chunks, the page's turn between.
    const value = checked.steps && (await runSteps(checked.steps(data)));
    if (value) return value as OutputOf<typeof schemaOf>;
    const result = validate(checked, data);
    if (!result.ok) throw new ResponseValidationError(method, url, result.field, result.message);
    return result.value as OutputOf<typeof schemaOf>;
  };
}
