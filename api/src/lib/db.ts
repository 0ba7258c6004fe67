/** Postgres access for the API: the pool, and the one way to run a transaction. */
import pg from 'pg';
import type { Logger } from 'pino';

/** A pool or a client inside a transaction: repositories accept either. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/** SQLSTATE of connections terminated by a server shutdown or restart. */
const ADMIN_SHUTDOWN = '57P01';

export interface PoolOptions {
  logger?: Logger;
  max?: number;
  /** How long a request may wait for a free connection before failing. */
  connectionTimeoutMs?: number;
}

export function createPool(databaseUrl: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: 'safari-api',
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    // A runaway query must not hold a connection (and the request) forever.
    statement_timeout: 15_000,
  });
  // Without a listener, an idle connection dropped by the server (restart, failover) crashes the process.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code === ADMIN_SHUTDOWN) {
      options.logger?.warn('the database closed an idle connection (server shutting down or restarting)');
    } else {
      options.logger?.error({ err: error }, 'idle database connection failed');
    }
  });
  return pool;
}

/** Work on a set of repositories inside one transaction. */
export type Transaction<R> = <T>(fn: (tx: R) => Promise<T>) => Promise<T>;

/**
 * A feature's data access: its repositories (and the ports of other features it writes through)
 * bound to the pool for single statements, and the same set bound to one transaction client for
 * work that must commit or fail together. Services receive a Store, never the pool.
 */
export interface Store<R> {
  repos: R;
  transaction: Transaction<R>;
}

/** `bind` builds the repositories on a pool or on a transaction client. */
export function createStore<R>(pool: pg.Pool, bind: (db: Queryable) => R): Store<R> {
  return { repos: bind(pool), transaction: (fn) => withTx(pool, (client) => fn(bind(client))) };
}

/** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
export async function withTx<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch (rollbackError) {
      // The connection is unusable; releasing it with an error makes the pool discard it.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Ends the pool and waits until its connections are really closed: `pool.end()` resolves as soon
 * as they are asked to close, and a database stopped right after would see them as still open.
 */
export async function endPool(pool: pg.Pool, timeoutMs = 2_000): Promise<void> {
  let open = pool.totalCount;
  if (open === 0) {
    await pool.end();
    return;
  }
  const allClosed = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  await pool.end();
  await allClosed;
}
