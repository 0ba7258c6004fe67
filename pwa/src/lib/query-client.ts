import { QueryClient } from '@tanstack/react-query';

/**
 * Client errors (4xx) will not change on a retry. Checked by shape rather than `instanceof HTTPError`
 * so the shell does not need the HTTP client (and env parsing) before a page asks for data.
 */
export function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' && response.status >= 400 && response.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        // Offline-first: a query always runs, so the service worker can answer it from its cache
        // (TanStack's default pauses queries while navigator.onLine is false, leaving screens loading).
        networkMode: 'always',
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  });
}
