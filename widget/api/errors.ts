// One class per failure, each with a fixed `name`, so a guard works across windows (iframe and
// host) where `instanceof` does not.

class ApiError extends Error {
  override name: string = 'ApiError';
  constructor(
    message: string,
    readonly method: string,
    readonly url: string,
  ) {
    super(message);
  }
}

/** The API answered with a non-2xx status. */
export class HttpError extends ApiError {
  override name = 'HttpError' as const;
  constructor(
    method: string,
    url: string,
    readonly status: number,
    /** The response text, e.g. `Unit does not exist` (doc 1 §8). */
    readonly text: string,
    /** The domain error code of a `{ code, message }` body, when there is one. */
    readonly code: number | undefined,
  ) {
    super(`Request failed with status ${status}: ${method} ${url}`, method, url);
  }
}

/** No answer at all: offline, DNS, dropped connection. */
export class NetworkError extends ApiError {
  override name = 'NetworkError' as const;
  constructor(method: string, url: string, cause: unknown) {
    super(`Network request failed: ${method} ${url}`, method, url);
    this.cause = cause;
  }
}

/** The answer does not match the contract; `field` names the offending field. */
export class ResponseValidationError extends ApiError {
  override name = 'ResponseValidationError' as const;
  constructor(
    method: string,
    url: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Malformed response from ${method} ${url}: ${detail}`, method, url);
  }
}

const hasName = (error: unknown, name: string): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

export const isHttpError = (error: unknown): error is HttpError => hasName(error, 'HttpError');
export const isNetworkError = (error: unknown): error is NetworkError =>
  hasName(error, 'NetworkError');
