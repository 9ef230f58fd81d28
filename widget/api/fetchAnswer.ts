/**
 * How long the widget waits for an answer before it treats the request as unanswered and
 * offers Try again (doc 1 §8 "No status"). Doc 1 §7's "no timeout" is read as "never fail a
 * slow answer early": half a minute is far beyond any answer a guest would wait for
 * (docs/decisions/contract.md).
 */
export const GIVE_UP_MS = 30_000;

/** A response read to its end: what the client judges, retries and validates. */
export interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The body; empty when it could not be read. */
  text: string;
}

/**
 * One attempt: the response (a fetch started with the signal, or the loader's prefetched one)
 * and its whole body, given up after `giveUpMs` however the time is spent. Rejects with the
 * fetch's error, or a `TimeoutError` DOMException when it gave up (the fetch is aborted too).
 */
export async function fetchAnswer(
  start: (signal: AbortSignal) => Promise<Response>,
  giveUpMs = GIVE_UP_MS,
): Promise<Answer> {
  const giveUp = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const reason = new DOMException('no answer', 'TimeoutError');
      giveUp.abort(reason);
      reject(reason);
    }, giveUpMs);
  });
  const read = async (): Promise<Answer> => {
    const response = await start(giveUp.signal);
    const text = await response.text().catch(() => '');
    return { status: response.status, ok: response.ok, headers: response.headers, text };
  };
  try {
    return await Promise.race([read(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
