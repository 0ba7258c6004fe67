/**
 * The catalogue data a server-rendered page came with (`PageData`). The page renders from it on
 * the server and again when it hydrates, until the offline store answers; then it is written into
 * the store, so the first visit leaves the page readable offline. Screens never read it directly:
 * the catalogue hooks fall back to it while the store has nothing.
 */
import type { PageData } from '@safari/shared/page-data';
import { createContext, useContext } from 'react';
import { loadStore } from './live';

const SeedContext = createContext<PageData>({});

/** Provides the page data (server render and hydration). */
export const PageDataProvider = SeedContext.Provider;

/** The page data of the first, server-rendered page; empty otherwise. */
export function usePageData(): PageData {
  return useContext(SeedContext);
}

/** Whether `item` is the one `idOrSlug` names (ids and slugs compare case-insensitively). */
export function isItem(item: { id: string; slug: string }, idOrSlug: string): boolean {
  const key = idOrSlug.trim().toLowerCase();
  return item.id.toLowerCase() === key || item.slug.toLowerCase() === key;
}

/**
 * Writes the tours of the page data into the offline store (after hydration). A post is kept by
 * its own hook, which stores every post it shows.
 */
export async function seedStore(data: PageData): Promise<void> {
  const tours = [...(data.tours ?? []), ...(data.tour ? [data.tour] : [])];
  if (tours.length === 0) return;
  const store = await loadStore();
  await store.tours.bulkPut(tours);
}
