/**
 * Records of the offline database (Dexie, or the in-memory fallback). Types only: this module is
 * imported by the small read hooks and must not pull any runtime code into a route.
 */
import type { BlogPost, BlogPostSummary } from '@safari/shared/blog';
import type { Guide } from '@safari/shared/guide';
import type { Partner } from '@safari/shared/partner';
import type { Tour } from '@safari/shared/tour';

export type StoredTour = Tour;

/** A blog post: the list summary, plus the full content once the post was opened. */
export type StoredPost = BlogPostSummary & Partial<Pick<BlogPost, 'content' | 'createdAt' | 'updatedAt'>>;

export type StoredGuide = Guide;

/** A partner with its place in the carousel. */
export type StoredPartner = Partner & { position: number };

export interface WishlistEntry {
  tourId: string;
  /** Epoch milliseconds. */
  addedAt: number;
}

/** Sync cursors and other small values. */
export interface MetaEntry {
  key: string;
  value: string | number | boolean | null;
}

/** The kinds of submission that go through the outbox. Payments never do: they need a live answer. */
export type OutboxKind = 'booking' | 'contact' | 'proposal' | 'newsletter' | 'chat' | 'comment' | 'waitlist';

/**
 * - queued: waiting for a connection (or for its next attempt after a failure)
 * - sending: one tab (or the service worker) holds a lease and is sending it
 * - sent: the server accepted it; `response` holds its answer
 * - failed: the server refused it (4xx); `error` holds its message; never retried by itself
 */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

/** A submission waiting for (or done with) the network. Plain JSON: never a Request object. */
export interface OutboxItem {
  /** Client-generated (crypto.randomUUID); also the `Idempotency-Key` header of every attempt. */
  id: string;
  kind: OutboxKind;
  /** Path of the endpoint, e.g. '/api/enquiries'. */
  url: string;
  method: 'POST' | 'PUT';
  /** The validated JSON body. */
  body: unknown;
  /** What the visitor sees in the outbox list, e.g. 'Newsletter sign-up'. */
  label: string;
  /** A short detail line, e.g. the e-mail address or the first words of a message. */
  summary: string;
  state: OutboxState;
  attempts: number;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
  /** Not attempted again by the background replay before this time (exponential backoff). */
  nextAttemptAt: number;
  /**
   * The server asked to wait until then (429 or 503 with Retry-After): no attempt before it, not even
   * on reconnect or Retry. Absent on items stored before it existed.
   */
  holdUntil?: number;
  /** While `sending`: the lease ends here (a tab that died mid-send does not block the item). */
  leaseUntil: number;
  /** Sends the signed-in visitor's token; only the page can do that, not the service worker. */
  withAuth: boolean;
  /** Why the last attempt did not go through (the server's message when `failed`). */
  error: string | null;
  /** Field messages of a 400 answer. */
  fields: Record<string, string> | null;
  /** The server's answer once `sent`. */
  response: { status: number; body: unknown } | null;
}

export interface Observer<T> {
  next(value: T): void;
  error(error: unknown): void;
}
export interface Subscription {
  unsubscribe(): void;
}
/** The little of an observable the hooks need (Dexie's liveQuery is one). */
export interface LiveSource<T> {
  subscribe(observer: Observer<T>): Subscription;
}

/** The few operations the app needs on one table, the same over IndexedDB and memory. */
export interface OfflineTable<T> {
  get(key: string): Promise<T | undefined>;
  /** The first record whose `index` field equals `value` (an indexed field in IndexedDB). */
  getByIndex(index: string, value: string): Promise<T | undefined>;
  all(): Promise<T[]>;
  count(): Promise<number>;
  put(record: T): Promise<void>;
  bulkPut(records: readonly T[]): Promise<void>;
  delete(key: string): Promise<void>;
  bulkDelete(keys: readonly string[]): Promise<void>;
  /** Clears the table and writes `records`, in one transaction. */
  replaceAll(records: readonly T[]): Promise<void>;
  /**
   * Read-modify-write in one transaction (atomic across tabs and the service worker): `change`
   * gets the current record and returns the one to store, or undefined to leave it as it is.
   * Resolves with what was stored (or undefined when nothing was).
   */
  update(key: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined>;
}

export interface OfflineStore {
  /** 'memory' when IndexedDB could not be opened (private modes, blocked storage). */
  readonly kind: 'indexeddb' | 'memory';
  readonly tours: OfflineTable<StoredTour>;
  readonly posts: OfflineTable<StoredPost>;
  readonly guides: OfflineTable<StoredGuide>;
  readonly partners: OfflineTable<StoredPartner>;
  readonly wishlist: OfflineTable<WishlistEntry>;
  readonly outbox: OfflineTable<OutboxItem>;
  readonly meta: OfflineTable<MetaEntry>;
  /** Runs `querier` now and again whenever the data it read changes (in this tab or another). */
  live<T>(querier: () => Promise<T>): LiveSource<T>;
}
