/**
 * The catalogue's state: the version Postgres keeps (migration 0012, bumped by every write to what
 * the public catalogue answers, in the writing transaction) and the newest publication time reached
 * (a post scheduled for later appears when its time comes, with no write).
 *
 * Two ways to know it, both sharing Postgres's one number with every replica (never a per-process guess):
 * - `createCatalogueVersion` reads it per request: one cheap query shared by the requests that arrive
 *   while the previous read runs. Every read starts after its caller asked, so a write committed
 *   before a request is always seen (tests, and the fallback below).
 * - `createListeningCatalogueVersion` keeps it in memory: a connection of its own LISTENs for the
 *   bump's notification (migration 0014, sent when the writing transaction commits) and re-reads the
 *   state then, and once a second besides (a scheduled post's time, a lost notification). Requests
 *   cost no query; another replica's write is seen within milliseconds, at worst within a second.
 *   While that connection is down, or after a notification until the new state is read, it falls
 *   back to reading per request.
 */
import pg from 'pg';
import type { Logger } from 'pino';

const STATE_SQL = `select v.version::text || '.' || coalesce(
    (select floor(extract(epoch from max(p.published_at)) * 1000000)::bigint::text
       from blog_posts p where p.deleted_at is null and p.is_published and p.published_at <= now()), '0') as state
  from catalogue_version v where v.id`;

/** The channel migration 0014's bump notifies on. */
export const CATALOGUE_CHANNEL = 'catalogue_version';

/** What the version read needs of the pool: a named (prepared once per connection, never planned again) query. */
export interface StateReader {
  query(config: { name: string; text: string }): Promise<{ rows: { state?: string }[] }>;
}

export interface CatalogueVersion {
  /** The catalogue's state now: a write committed before this call began is seen. */
  current(): Promise<string>;
  /** The state when it is known without asking Postgres (a listening version that is up to date), else undefined. */
  known(): string | undefined;
  /** Stops listening (the listening version); nothing to do for the per-request one. */
  close(): Promise<void>;
}

async function readState(db: StateReader): Promise<string> {
  // A prepared statement: planning it cost Postgres more than running it.
  const { rows } = await db.query({ name: 'catalogue-state', text: STATE_SQL });
  const state = rows[0]?.state;
  if (!state) throw new Error('catalogue_version has no row (migration 0012)');
  return state;
}

/**
 * Reads the state once for every request that arrives while the previous read is running: each
 * caller gets a read that started after it asked (never an older answer), at one query per round trip.
 */
export function createCatalogueVersion(db: StateReader): CatalogueVersion {
  let running: Promise<string> | null = null;
  let next: Promise<string> | null = null;

  const start = (): Promise<string> => {
    const mine = readState(db).finally(() => {
      if (running === mine) running = null;
    });
    running = mine;
    return mine;
  };

  return {
    current() {
      if (next) return next;
      if (!running) return start();
      // A read is under way, but it began before this request: the next one starts when it ends.
      const waiting = running.then(
        () => undefined,
        () => undefined,
      );
      next = waiting.then(() => {
        next = null;
        return start();
      });
      return next;
    },
    known: () => undefined,
    close: () => Promise.resolve(),
  };
}

/** The listening connection as this module uses it (a pg.Client). */
export interface ListenClient extends StateReader {
  query(text: string | { name: string; text: string }): Promise<{ rows: { state?: string }[] }>;
  on(event: 'notification', listener: (message: { channel: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  connect(): Promise<void>;
  end(): Promise<void>;
}

export interface ListeningOptions {
  /** Per-request reads while not listening (the pool). */
  db: StateReader;
  /** A new connection of its own (not from the pool: it is held for as long as the process runs). */
  connect?: () => ListenClient;
  databaseUrl?: string;
  logger?: Logger;
  /** How often the state is read again without a notification. */
  pollMs?: number;
  /** How long a poll may take before the connection is taken for dead. */
  pollTimeoutMs?: number;
  /** Wait before connecting again after the connection failed (doubled up to 30 s). */
  retryMs?: number;
}

export function createListeningCatalogueVersion(options: ListeningOptions): CatalogueVersion {
  const fallback = createCatalogueVersion(options.db);
  const pollMs = options.pollMs ?? 1_000;
  const pollTimeoutMs = options.pollTimeoutMs ?? 2_000;
  const firstRetryMs = options.retryMs ?? 1_000;
  const connect =
    options.connect ??
    (() => new pg.Client({ connectionString: options.databaseUrl, application_name: 'safari-api-catalogue-listener' }) as unknown as ListenClient);

  let known: string | undefined;
  let client: ListenClient | undefined;
  let closed = false;
  /** Bumped by every notification: a read that began before one must not set the state it announced as known. */
  let generation = 0;
  let reading = false;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;

  /** Reads the state on the listening connection; again when a notification arrived meanwhile. */
  async function refresh(on: ListenClient): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      for (;;) {
        const began = generation;
        let timer: NodeJS.Timeout | undefined;
        const state = await Promise.race([
          readState(on),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`reading the catalogue state took over ${pollTimeoutMs} ms`)), pollTimeoutMs);
          }),
        ]).finally(() => clearTimeout(timer));
        if (on !== client) return;
        if (began === generation) {
          known = state;
          return;
        }
      }
    } finally {
      reading = false;
    }
  }

  function drop(on: ListenClient, error?: unknown): void {
    if (on !== client) return;
    known = undefined;
    client = undefined;
    clearInterval(poll);
    on.end().catch(() => undefined);
    if (closed) return;
    options.logger?.warn({ err: error instanceof Error ? { message: error.message } : undefined, retryMs }, 'catalogue listener lost; reading the version per request until it is back');
    retry = setTimeout(start, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  async function start(): Promise<void> {
    if (closed) return;
    const on = connect();
    client = on;
    on.on('error', (error) => drop(on, error));
    on.on('end', () => drop(on, new Error('connection ended')));
    on.on('notification', () => {
      // Not known until the new state is read: requests meanwhile read it themselves.
      generation += 1;
      known = undefined;
      refresh(on).catch((error: unknown) => drop(on, error));
    });
    try {
      await on.connect();
      await on.query(`listen ${CATALOGUE_CHANNEL}`);
      await refresh(on);
      retryMs = firstRetryMs;
      poll = setInterval(() => {
        refresh(on).catch((error: unknown) => drop(on, error));
      }, pollMs);
      poll.unref();
    } catch (error) {
      drop(on, error);
    }
  }

  void start();

  return {
    current() {
      return known !== undefined ? Promise.resolve(known) : fallback.current();
    },
    known: () => known,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(poll);
      const on = client;
      client = undefined;
      known = undefined;
      if (on) await on.end().catch(() => undefined);
    },
  };
}
