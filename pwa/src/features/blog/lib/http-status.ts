/** Whether an error is an HTTP answer with a status in [min, max] (checked by shape, like ky's HTTPError). */
export function isHttpStatus(error: unknown, min: number, max = min): boolean {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' && status >= min && status <= max;
}
