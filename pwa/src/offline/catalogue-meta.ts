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

/**
 * Key of the entry written by every completed posts sync (epoch ms), after it wrote every published
 * post. Present means the posts table holds the whole blog, not only the posts a post page kept
 * when it was opened. A type, written as a literal where it is used: this module is copied into
 * each chunk that imports it, and a constant here would weigh on the tours pages too.
 */
export type PostsSyncedMeta = 'posts.syncedAt';
