/**
 * Keys of the offline store's `meta` table that read hooks look at too (a few bytes, safe in any
 * route; the sync module itself loads on demand).
 */

/**
 * Newest `updatedAt` of the stored tours, written by every successful tours sync (its value may be
 * null). Present means the tours table holds the whole catalogue as of that sync, not only the tours
 * a server-rendered page brought with it.
 */
export const TOURS_SYNCED_META = 'tours.since';
