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

