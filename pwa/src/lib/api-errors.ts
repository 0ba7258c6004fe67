/**
 * The API client's refusal, in the words the screen shows. Its own small module: screens check
 * `instanceof RequestFailedError` without loading the HTTP client (ky) with their first paint.
 */

/** A refused call: the API's message and one message per field. */
export class RequestFailedError extends Error {
  override name = 'RequestFailedError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What a visitor sees when the server cannot be reached at all. */
export const OFFLINE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** What a visitor sees when the server failed without an answer of the API's shape. */
export const SERVER_FAILED_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The API's own message of a refused call, or null when the call failed without one (offline, a bare 5xx). */
export function apiMessageOf(error: unknown): string | null {
  if (!(error instanceof RequestFailedError) || !error.message) return null;
  return error.message === OFFLINE_MESSAGE || error.message === SERVER_FAILED_MESSAGE ? null : error.message;
}

