/** Postgres access for the API: the pool, and the one way to run a transaction. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';

/** A pool or a client inside a transaction: repositories accept either. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** A named statement: Postgres parses and plans it once per connection (for the hot paths, where planning cost more than running). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(config: NamedQuery): Promise<pg.QueryResult<R>>;
}

export interface NamedQuery {
  name: string;
  text: string;
  values?: unknown[];
}

/** SQLSTATE of connections terminated by a server shutdown or restart. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * SQLSTATEs of a database that is going away, starting or full: admin/crash shutdown, cannot
 * connect now (starting up, recovering), too many connections; class 08 is every connection exception.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** What node-postgres says when a connection broke, could not be made in time, or its pool is closed. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client was closed and is not queryable/,
];

/**
 * True when `error` means the database cannot be reached right now (down, restarting, unreachable,
 * out of connections), not that a query was wrong: the API answers 503 and asks to retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Connecting to 'localhost' tries every address; Node reports the refusals together.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

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
    // Short: with the database down, a request should get its 503 quickly rather than hang.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3_000,
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
  /**
   * Runs writes that must commit together as ONE statement (see `combine`): all or nothing, in one
   * round trip, with no transaction to open and close. For hot paths whose writes do not depend on
   * each other's results (the booking form: the booking, its e-mails, its idempotency key).
   */
  runTogether(statements: readonly Statement[]): Promise<void>;
}

/** One data-modifying SQL statement (`insert …`, numbered parameters $1…) and its values. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** A combined statement's text and name, by the texts of its parts (a tree: one level per part). */
interface CombinedShape {
  next: Map<string, CombinedShape>;
  combined?: { text: string; name: string; counts: number[] };
}
const shapes: CombinedShape = { next: new Map() };
/** Shapes kept (each a named statement Postgres parses and plans once per connection); beyond, made again each time. */
const MAX_SHAPES = 500;
let shapeCount = 0;

function makeShape(statements: readonly Statement[]): { text: string; name: string; counts: number[] } {
  let offset = 0;
  const parts = statements.map((statement, index) => {
    const at = offset;
    offset += statement.values.length;
    return `w${index} as (${statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + at}`)})`;
  });
  const text = `with ${parts.join(',\n')}\nselect 1`;
  return { text, name: `together-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, counts: statements.map((statement) => statement.values.length) };
}

/** The combined text of `statements` (parameters renumbered after the previous parts') and its statement name. */
function combinedShape(statements: readonly Statement[]): { text: string; name: string } {
  let node: CombinedShape | undefined = shapes;
  for (const statement of statements) node = node?.next.get(statement.text) ?? (shapeCount < MAX_SHAPES ? addChild(node, statement.text) : undefined);
  if (!node) return makeShape(statements);
  const kept = node.combined;
  if (kept && kept.counts.length === statements.length && kept.counts.every((count, index) => statements[index]?.values.length === count)) return kept;
  const made = makeShape(statements);
  if (!kept) {
    node.combined = made;
    shapeCount += 1;
  }
  return made;
}

function addChild(node: CombinedShape | undefined, text: string): CombinedShape | undefined {
  if (!node) return undefined;
  const child: CombinedShape = { next: new Map() };
  node.next.set(text, child);
  return child;
}

/**
 * Statements as one: each becomes a part of a WITH (data-modifying parts always run to completion),
 * its parameters renumbered after the previous parts'. Postgres runs a single statement atomically:
 * when any part fails (a unique key, a check), nothing of the others is written. Each shape's text
 * and name are made once (a booking's statement is about 3 kB: renumbering it on every request showed).
 */
export function combine(statements: readonly Statement[]): NamedQuery {
  const { text, name } = combinedShape(statements);
  const values: unknown[] = [];
  for (const statement of statements) for (const value of statement.values) values.push(value);
  return { name, text, values };
}

/**
 * The pool as a Queryable that keeps its connection when a statement fails. pg-pool's own
 * `pool.query` releases its client with the error, which closes the connection: every refused
 * statement (a full departure, a key already taken) then cost a new Postgres connection and a cold
 * backend. A hot departure's 180 refused buyers opened about as many connections, most of its 1.2 s.
 * A failed statement leaves an autocommit connection as clean as a successful one; a connection that
 * broke is dropped (released with its error here, and the pool drops any client no longer queryable).
 */
export function pooled(pool: pg.Pool): Queryable {
  const query = (statement: string | NamedQuery, values?: unknown[]): Promise<pg.QueryResult> =>
    withClient(pool, async (client, broke) => {
      try {
        return typeof statement === 'string' ? await client.query(statement, values) : await client.query(statement);
      } catch (error) {
        if (isDatabaseUnavailable(error)) broke(error);
        throw error;
      }
    });
  return { query } as Queryable;
}

/**
 * Runs `fn` on a client checked out of the pool, released afterwards; released as broken (so the
 * pool discards it) when `fn` calls `broke` or the connection reports an error meanwhile. A
 * checked-out client has no error listener of the pool's: a server shutdown while it is out would
 * otherwise be an uncaught exception that ends the process.
 */
async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient, broke: (error: unknown) => void) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const broke = (error: unknown) => {
    broken = error instanceof Error ? error : new Error(String(error));
  };
  client.on('error', broke);
  try {
    return await fn(client, broke);
  } finally {
    client.off('error', broke);
    client.release(broken);
  }
}

/**
 * One function's calls run in batches: a call made while no batch is running starts one (with
 * whatever else was asked in the same turn), and calls made while it runs wait for the next, which
 * carries all of them. Alone, a call waits for nothing; under load, one round trip (and one commit)
 * serves many requests instead of each queueing for a connection of its own. `run` answers each
 * item in order; when it throws, every call of that batch gets the error.
 */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>, maxBatch = 500): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        const answers = await run(batch.map((call) => call.item));
        batch.forEach((call, index) => call.resolve(answers[index] as O));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    running = false;
  }
  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) {
        running = true;
        queueMicrotask(() => void drain());
      }
    });
}

/**
 * Group commit: one function's calls that arrive together are written by one statement. A call
 * waits for the turn of the event loop it came in (so the calls of that turn join it); up to
 * `concurrency` groups are written at once (a burst is shared out among the free writers), and calls
 * that come meanwhile wait for a free place, then go together. A group of one is written by `alone`,
 * as if there were no grouping; a larger group by `together`, which answers each call in order.
 * When `together` fails (one call's row broke a constraint, say), nothing of it was written and every
 * call of the group is written by `alone` instead, so each gets its own answer or error, as without
 * grouping.
 */
export function grouped<I, O>(options: {
  together: (items: I[]) => Promise<O[]>;
  alone: (item: I) => Promise<O>;
  concurrency: number;
  maxGroup: number;
}): (item: I) => Promise<O> {
  const { together, alone, concurrency, maxGroup } = options;
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;
  const settle = (call: (typeof queue)[number], work: Promise<O>) => work.then(call.resolve, call.reject);

  async function write(group: typeof queue): Promise<void> {
    if (group.length === 1) {
      const [call] = group as [(typeof queue)[number]];
      await settle(call, alone(call.item));
      return;
    }
    let answers: O[];
    try {
      answers = await together(group.map((call) => call.item));
    } catch {
      await Promise.all(group.map((call) => settle(call, alone(call.item))));
      return;
    }
    group.forEach((call, index) => call.resolve(answers[index] as O));
  }

  function start(): void {
    scheduled = false;
    while (running < concurrency && queue.length > 0) {
      // What waits is shared out among the free writers: a burst is written by all of them at once,
      // not as one large group while the others stand idle.
      const size = Math.min(maxGroup, Math.ceil(queue.length / (concurrency - running)));
      const group = queue.slice(0, size);
      queue = queue.slice(size);
      running += 1;
      void write(group).finally(() => {
        running -= 1;
        start();
      });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && running < concurrency) {
        scheduled = true;
        setImmediate(start);
      }
    });
}

/** `bind` builds the repositories on a pool or on a transaction client. */
export function createStore<R>(pool: pg.Pool, bind: (db: Queryable) => R): Store<R> {
  const db = pooled(pool);
  return {
    repos: bind(db),
    transaction: (fn) => withTx(pool, (client) => fn(bind(client))),
    async runTogether(statements) {
      if (statements.length > 0) await db.query(combine(statements));
    },
  };
}

/** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
export async function withTx<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client, broke) => {
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
        broke(rollbackError);
      }
      throw error;
    }
  });
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
