import { HttpError, NetworkError, type ApiError } from './errors.ts';
import { fetchAnswer, type Answer } from './fetchAnswer.ts';
import { retryDelay, type AttemptEnd } from './retryDelay.ts';

interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  /** JSON text, for a mutation. */
  body?: string;
}

function httpError({ method, url }: ApiRequest, answer: Answer): HttpError {
  let code: unknown;
  try {
    code = (JSON.parse(answer.text) as { code?: unknown } | null)?.code;
  } catch {
    // A text body, e.g. `Unit does not exist` (doc 1 §8).
  }
  return new HttpError(
    method,
    url,
    answer.status,
    answer.text,
    typeof code === 'number' ? code : undefined,
  );
}

const isTimeout = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'TimeoutError';

const sleep = (ms: number) =>
  // eslint-disable-next-line house/paired-cleanup -- a retry's wait (retryDelay.ts, at most GIVE_UP_MS) ends by itself
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way a request travels (DESIGN §3). Each attempt gets `GIVE_UP_MS` for its answer
 * (fetchAnswer.ts); a GET is asked again once (retryDelay.ts), a mutation never. Resolves with
 * a 2xx answer's body; rejects with an `HttpError` for any other status, or a `NetworkError` when
 * no answer came (dropped, refused, or given up). `prefetched`, the loader's answer to this GET,
 * stands in for the first attempt's fetch and is judged as that fetch would be.
 */
export async function sendRequest(
  request: ApiRequest,
  doFetch: typeof fetch,
  prefetched?: Promise<Response>,
): Promise<string> {
  const { method, url, headers, body } = request;
  const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body }) };
  for (let attempt = 1; ; attempt++) {
    const early = attempt === 1 ? prefetched : undefined;
    let end: AttemptEnd;
    let failure: ApiError;
    try {
      const answer = await fetchAnswer((signal) => early ?? doFetch(url, { ...init, signal }));
      if (answer.ok) return answer.text;
      end = { answered: true, status: answer.status, headers: answer.headers };
      failure = httpError(request, answer);
    } catch (error) {
      end = { answered: false, timedOut: isTimeout(error) };
      failure = new NetworkError(method, url, error);
    }
    const wait = retryDelay(method, attempt, end);
    if (wait === undefined) throw failure;
    await sleep(wait);
  }
}
