import { imageUrl } from '@safari/shared/format';
import type { Tour } from '@safari/shared/tour';
import { useEffect, useState } from 'react';
import { useLiveStoreQuery } from '../../offline/live';
import { requestSync, warmImagesForOffline } from '../../offline/request-sync';
import { isItem, usePageData } from '../../offline/seed';
import type { OfflineStore } from '../../offline/types';
import { tourGallery, VARIANT_WIDTHS } from './tour-images';

/** A stored tour by id or slug; null when the store does not hold it. */
export async function readTour(store: OfflineStore, idOrSlug: string): Promise<Tour | null> {
  // Both reads start at once (one live query observes both).
  const [byId, bySlug] = await Promise.all([store.tours.get(idOrSlug), store.tours.getByIndex('slug', idOrSlug.toLowerCase())]);
  return byId ?? bySlug ?? null;
}

/** Every file a tour's pages may show: each photo's responsive variants and the original. */
export function tourImageUrls(tour: Pick<Tour, 'image' | 'images'>): string[] {
  return tourGallery(tour.image, tour.images).flatMap((image) => {
    const url = imageUrl(image);
    if (/^https?:\/\//i.test(url)) return [url];
    const base = url.replace(/\.[a-z0-9]+$/i, '');
    return [...VARIANT_WIDTHS.map((width) => `${base}-${width}w.webp`), url];
  });
}

export type TourResult =
  | { data: undefined; isPending: true; isError: false }
  | { data: undefined; isPending: false; isError: true }
  | { data: Tour; isPending: false; isError: false };

/** The fetch of a tour the store does not hold found nothing (or failed). */
type Remote = { key: string; state: 'missing' };

/**
 * One tour by id or slug: from the offline store first, otherwise fetched by id (and then
 * stored). 'error' when the store does not have it and the fetch fails or finds nothing (the
 * screen then says 'Tour not found'). Opening a tour keeps its photos for offline use.
 */
export function useTour(idOrSlug: string): TourResult {
  const [remote, setRemote] = useState<Remote | null>(null);
  // The server-rendered page's tour (or its 'not found') stands in until the store answers; the
  // store waits until offline use begins (offline/live.ts).
  const pageData = usePageData();
  const seeded = pageData.tour && isItem(pageData.tour, idOrSlug) ? pageData.tour : null;
  const seededMissing = pageData.missing !== undefined && pageData.missing === idOrSlug;
  const stored = useLiveStoreQuery((store) => readTour(store, idOrSlug), [idOrSlug], { deferred: seeded !== null || seededMissing });
  const tour = stored.data ?? seeded;
  const notStored = stored.data === null || stored.error !== null;

  useEffect(() => {
    // The server's copy is kept instead of fetching the same tour again (main.tsx seeds the store).
    if (!notStored || seeded || seededMissing) return;
    let cancelled = false;
    import('../../offline/catalogue-sync')
      .then((sync) => sync.fetchTour(idOrSlug))
      .then(
        (found) => {
          // A found tour arrives through the store; only 'not found' is kept here.
          if (!cancelled && !found) setRemote({ key: idOrSlug, state: 'missing' });
        },
        (error: unknown) => {
          console.warn(`Tour ${idOrSlug} could not be loaded:`, error);
          if (!cancelled) setRemote({ key: idOrSlug, state: 'missing' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [idOrSlug, notStored, seeded, seededMissing]);

  // A stored tour is refreshed with the rest of the catalogue, and its photos are kept offline.
  const tourId = tour?.id;
  useEffect(() => {
    if (!tourId) return;
    void requestSync('tours', { deferred: true });
  }, [tourId]);
  const photos = tour ? tourImageUrls(tour).join('\n') : '';
  useEffect(() => {
    if (photos === '') return;
    warmImagesForOffline(photos.split('\n'));
  }, [photos]);

  if (tour) return { data: tour, isPending: false, isError: false };
  // The server found no such tour: not found, whether the store has answered yet or has nothing either.
  if (seededMissing) return { data: undefined, isPending: false, isError: true };
  if (notStored && remote?.key === idOrSlug && remote.state === 'missing') return { data: undefined, isPending: false, isError: true };
  return { data: undefined, isPending: true, isError: false };
}
