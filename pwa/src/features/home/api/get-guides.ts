import { GUIDES_LIMIT, GUIDES_TIMEOUT_MS } from '@safari/shared/constants';
import { normalizeGuide, normalizeGuideList, type Guide } from '@safari/shared/guide';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadStore, useLiveStoreQuery } from '../../../offline/live';
import type { OfflineStore } from '../../../offline/types';

class GuidesTimeoutError extends Error {
  constructor() {
    super(`The guides did not arrive within ${GUIDES_TIMEOUT_MS} ms`);
    this.name = 'GuidesTimeoutError';
  }
}

/**
 * The home page's guides: `GET /api/guides?limit=4` through the API client, aborted after 6000 ms, whose
 * answer (a list or `{ items }`) is normalised and cut to 4. Any failure (an HTTP error, the network,
 * the timeout) is logged as a warning and rethrown; an empty answer is logged and returned empty.
 * Either way the section then shows the built-in sample guides.
 */
export async function getHomeGuides(signal?: AbortSignal): Promise<Guide[]> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(new GuidesTimeoutError()), GUIDES_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    // The client loads beside the request; its own 10 s timeout gives way to the section's 6 s.
    const { api } = await import('../../../lib/api-client');
    const response = await api.get('guides', {
      searchParams: { limit: GUIDES_LIMIT },
      headers: { Accept: 'application/json' },
      signal: controller.signal,
      timeout: false,
      throwHttpErrors: false,
    });
    if (!response.ok) throw new Error(`Failed to fetch guides (${response.status})`);
    const guides = normalizeGuideList(await response.json(), { limit: GUIDES_LIMIT });
    if (guides.length === 0) console.warn('The guides answer was empty: showing the built-in sample guides.');
    return guides;
  } catch (error) {
    // A query cancelled because the section went away is not a failure.
    if (!signal?.aborted) console.warn('Could not load the guides: showing the built-in sample guides.', controller.signal.reason ?? error);
    throw controller.signal.reason instanceof GuidesTimeoutError ? controller.signal.reason : error;
  } finally {
    window.clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

export function homeGuidesQueryOptions() {
  return queryOptions({
    queryKey: ['guides', 'home', GUIDES_LIMIT] as const,
    queryFn: ({ signal }) => getHomeGuides(signal),
    staleTime: 10 * 60_000,
    // The spec falls back to the sample guides at once instead of retrying.
    retry: false,
  });
}

/** The built-in sample guides, loaded only when they are needed. */
export function sampleGuidesQueryOptions() {
  return queryOptions({
    queryKey: ['guides', 'samples'] as const,
    queryFn: async () => {
      const { sampleGuides } = await import('../../../content/offline-blog');
      return sampleGuides.flatMap((sample) => normalizeGuide(sample) ?? []);
    },
    staleTime: Infinity,
  });
}

/** Guides kept by the offline store (from an earlier visit), newest first, at most 4. */
export async function readStoredGuides(store: OfflineStore): Promise<Guide[]> {
  const guides = await store.guides.all();
  const time = (guide: Guide) => Date.parse(guide.date) || 0;
  return guides.sort((a, b) => time(b) - time(a)).slice(0, GUIDES_LIMIT);
}

/** Keeps the guides just fetched for offline visits (entries without an id cannot be stored). */
async function keepForOffline(guides: readonly Guide[]): Promise<void> {
  const store = await loadStore();
  await store.guides.bulkPut(guides.filter((guide) => guide.id !== ''));
}

export interface HomeGuides {
  /** The guides to show; [] while loading. */
  guides: Guide[];
  isLoading: boolean;
  /** The built-in sample guides are shown. */
  isSample: boolean;
}

/**
 * The home guides: from the API once they arrive. Until then, and when the call fails or answers
 * nothing, the guides the offline store kept from an earlier visit; with none kept, the built-in
 * sample guides, silently.
 */
export function useHomeGuides(): HomeGuides {
  const live = useQuery(homeGuidesQueryOptions());
  const stored = useLiveStoreQuery(readStoredGuides, []);
  const liveGuides = live.data ?? [];
  const storedGuides = stored.data ?? [];
  const storeAnswered = stored.data !== undefined || stored.error !== null;
  const liveFailed = live.isError || (live.isSuccess && liveGuides.length === 0);
  const needSamples = liveFailed && storeAnswered && storedGuides.length === 0;
  const samples = useQuery({ ...sampleGuidesQueryOptions(), enabled: needSamples });

  const fetched = live.data;
  useEffect(() => {
    if (fetched && fetched.length > 0) {
      keepForOffline(fetched).catch((error: unknown) => console.warn('Could not keep the guides for offline use.', error));
    }
  }, [fetched]);

  if (liveGuides.length > 0) return { guides: liveGuides, isLoading: false, isSample: false };
  if (storedGuides.length > 0) return { guides: storedGuides, isLoading: false, isSample: false };
  if (needSamples && samples.data) return { guides: samples.data, isLoading: false, isSample: true };
  return { guides: [], isLoading: true, isSample: false };
}
