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

/** The write of `seedStore`, once it started. */
let seeding: Promise<void> | null = null;

/**
 * Writes the tours of the page data into the offline store (after hydration). A post is kept by
 * its own hook, which stores every post it shows.
 */
export function seedStore(data: PageData): Promise<void> {
  seeding = writeSeed(data);
  return seeding;
}

async function writeSeed(data: PageData): Promise<void> {
  const tours = [...(data.tours ?? []), ...(data.tour ? [data.tour] : [])];
  if (tours.length === 0) return;
  const store = await loadStore();
  await store.tours.bulkPut(tours);
}

/**
 * Resolves when the page data's write (if one started) has ended, however it ended. The catalogue
 * sync waits for it: what the sync writes then lands after the page's older copy, never under it,
 * and the two do not run in the same tasks (Dexie runs the callbacks of every open transaction
 * together, and the seed with the sync's first reads was one long task on a slow phone).
 */
export function whenSeeded(): Promise<void> {
  return (seeding ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
