/** Turns a failed API call into the screen's words; loaded by the API client only once a call has failed. */
import { OFFLINE_MESSAGE, RequestFailedError, SERVER_FAILED_MESSAGE } from './api-errors';

/** A failed call (ky's HTTPError has the response; told by shape so ky need not load) in the screen's words. */
export async function toRequestFailed(error: unknown): Promise<RequestFailedError> {
  const response =
    typeof error === 'object' && error !== null && 'response' in error && (error as { response: unknown }).response instanceof Response
      ? (error as { response: Response }).response
      : null;
  if (!response) return new RequestFailedError(OFFLINE_MESSAGE, null);
  const { apiErrorSchema } = await import('@safari/shared/api-error');
  const parsed = apiErrorSchema.safeParse(await response.clone().json().catch(() => null));
  if (!parsed.success) return new RequestFailedError(response.status >= 500 ? SERVER_FAILED_MESSAGE : OFFLINE_MESSAGE, response.status);
  return new RequestFailedError(parsed.data.error, response.status, parsed.data.fields ?? {});
}
