/**
 * The wishlist: kept on this device (the offline store's `wishlist` table) so the hearts work
 * signed out and offline, and mirrored to the account when signed in. On sign-in the device's
 * list is merged into the account's (the server adds each tour once) and the merged list replaces
 * the device's.
 */
import type { WishlistItem } from '@safari/shared/account';
import { UUID_PATTERN as UUID } from '@safari/shared/uuid';
import { loadStore, useLiveStoreQuery } from '../offline/live';
import { getSession } from './session';

async function accountCall(method: 'get' | 'post' | 'delete', path: string, json?: unknown): Promise<WishlistItem[]> {
  const [{ api }, { wishlistSchema }] = await Promise.all([import('./api-client'), import('@safari/shared/account')]);
  return wishlistSchema.parse(await api(path, { method, ...(json === undefined ? {} : { json }) }).json<unknown>());
}

/**
 * Whether the tour is on the wishlist (undefined while the store loads). A first visit's hearts do
 * not open the store: nothing can be saved before it exists (offline/live.ts), and a tap opens it.
 */
export function useIsWishlisted(tourId: string): boolean | undefined {
  const { data } = useLiveStoreQuery(async (store) => (await store.wishlist.get(tourId)) !== undefined, [tourId], { deferred: true });
  return data;
}

/** The saved tours' ids, newest first. */
export function useWishlistIds(): string[] | undefined {
  const { data } = useLiveStoreQuery(async (store) => {
    const entries = await store.wishlist.all();
    return entries.sort((a, b) => b.addedAt - a.addedAt).map((entry) => entry.tourId);
  }, []);
  return data;
}

/** Adds or removes a tour; returns whether it is saved now. The device keeps it even when the account call fails. */
export async function toggleWishlist(tourId: string): Promise<boolean> {
  const store = await loadStore();
  const saved = (await store.wishlist.get(tourId)) !== undefined;
  if (saved) await store.wishlist.delete(tourId);
  else await store.wishlist.put({ tourId, addedAt: Date.now() });
  if (getSession() && UUID.test(tourId)) {
    try {
      if (saved) await accountCall('delete', `users/me/wishlist/${encodeURIComponent(tourId)}`);
      else await accountCall('post', 'users/me/wishlist', { tourIds: [tourId] });
    } catch (error) {
      // Offline or refused: an addition is merged again at the next sync; the device already shows the change.
      console.error('Wishlist change not saved to the account:', error);
    }
  }
  return !saved;
}

/** Merges the device's list into the signed-in account and takes the account's list back. */
export async function syncWishlist(): Promise<void> {
  if (!getSession()) return;
  const store = await loadStore();
  const local = await store.wishlist.all();
  const merged = await accountCall('post', 'users/me/wishlist', { tourIds: local.map((entry) => entry.tourId).filter((id) => UUID.test(id)) });
  await store.wishlist.replaceAll(merged.map((item) => ({ tourId: item.tourId, addedAt: Date.parse(item.addedAt) })));
}

/** Forgets the device's list (at sign-out: the next visitor of this phone starts with an empty one). */
export async function clearDeviceWishlist(): Promise<void> {
  const store = await loadStore();
  await store.wishlist.replaceAll([]);
}
