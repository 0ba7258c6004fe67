/**
 * The offline database (IndexedDB through Dexie). Loaded on demand: the read hooks import it
 * dynamically, so Dexie never weighs on a route's first load.
 *
 * Schema versions are append-only. To change the schema, add a version with the new `stores` and,
 * when existing rows must change, an `upgrade` that rewrites them; never drop the outbox (it holds
 * submissions that have not reached the server yet).
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import type { MetaEntry, OutboxItem, StoredGuide, StoredPartner, StoredPost, StoredTour, WishlistEntry } from './types';
import { DB_NAME } from './db-name';

/** Each version's indexes (the primary key first); earlier versions stay so older databases upgrade. */
const SCHEMA_VERSIONS: { version: number; stores: Record<string, string>; upgrade?: (tx: Transaction) => Promise<void> }[] = [
  {
    version: 1,
    stores: {
      tours: 'id, slug, updatedAt',
      posts: 'id, slug, category, date',
      guides: 'id',
      partners: 'id, position',
      wishlist: 'tourId, addedAt',
      outbox: 'id, state, createdAt',
      meta: 'key',
    },
  },
];

export class SafariDb extends Dexie {
  tours!: Table<StoredTour, string>;
  posts!: Table<StoredPost, string>;
  guides!: Table<StoredGuide, string>;
  partners!: Table<StoredPartner, string>;
  wishlist!: Table<WishlistEntry, string>;
  outbox!: Table<OutboxItem, string>;
  meta!: Table<MetaEntry, string>;

  constructor(name = DB_NAME) {
    super(name);
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}

/** The connection dropped under us (iOS after backgrounding, a closed database): worth one reopen. */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message, inner } = error as { name?: unknown; message?: unknown; inner?: unknown };
  if (name === 'DatabaseClosedError' || name === 'InvalidStateError') return true;
  if (name === 'UnknownError' && typeof message === 'string' && /connection|closing/i.test(message)) return true;
  return inner !== undefined && inner !== error && isConnectionLost(inner);
}
