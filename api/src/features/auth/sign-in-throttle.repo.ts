/** Data access for sign-in throttles: the only place that knows the sign_in_throttles table. */
import type { SignInThrottleScope } from '@safari/shared/admin-sign-in-throttles';
import type { Queryable } from '../../lib/db';

/** A throttle's counter as stored. */
export interface ThrottleRow {
  id: string;
  scope: SignInThrottleScope;
  email: string | null;
  address: string | null;
  failures: number;
  windowEndsAt: Date;
  blockedUntil: Date | null;
  lastFailureAt: Date;
}

/** A counter to create when it does not exist yet. */
export interface ThrottleKey {
  id: string;
  scope: SignInThrottleScope;
  email: string | null;
  address: string | null;
  windowSeconds: number;
}

/** What an attempt writes back: the new count, its window and until when the next attempt is held. */
export interface ThrottleUpdate {
  id: string;
  failures: number;
  windowEndsAt: Date;
  blockedUntil: Date | null;
}

export interface SignInThrottleRepo {
  /**
   * The counters of these keys, created (with no failures) when missing and locked until the
   * transaction ends: concurrent attempts on one key take their turns, so a burst cannot slip past.
   * Also returns the database's clock.
   */
  lock(keys: readonly ThrottleKey[]): Promise<{ rows: ThrottleRow[]; now: Date }>;
  save(updates: readonly ThrottleUpdate[]): Promise<void>;
  /** After a sign-in that succeeded: the counter of one account at one address is dropped. */
  remove(ids: readonly string[]): Promise<void>;
  /** The running throttles (failures in their window, or an attempt still held), most recent first. */
  list(query: { q?: string; limit: number; offset: number }): Promise<{ items: ThrottleRow[]; total: number; now: Date }>;
  /** Deletes one throttle; the row as it was, or null when there was none. */
  clear(id: string): Promise<ThrottleRow | null>;
  /** Deletes the throttles that have ended. */
  prune(): Promise<number>;
}

interface Row {
  id: string;
  scope: SignInThrottleScope;
  email: string | null;
  address: string | null;
  failures: number;
  window_ends_at: Date;
  blocked_until: Date | null;
  last_failure_at: Date;
}

const COLUMNS = 'id, scope, email, address, failures, window_ends_at, blocked_until, last_failure_at';

const toThrottle = (row: Row): ThrottleRow => ({
  id: row.id,
  scope: row.scope,
  email: row.email,
  address: row.address,
  failures: row.failures,
  windowEndsAt: row.window_ends_at,
  blockedUntil: row.blocked_until,
  lastFailureAt: row.last_failure_at,
});

const RUNNING = '(window_ends_at > now() or blocked_until > now())';

export function createSignInThrottleRepo(db: Queryable): SignInThrottleRepo {
  return {
    async lock(keys) {
      if (keys.length === 0) return { rows: [], now: new Date() };
      // Sorted, so two attempts locking the same keys take them in the same order (no deadlock).
      const sorted = [...keys].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      await db.query(
        `insert into sign_in_throttles (id, scope, email, address, failures, window_ends_at)
         select id, scope, email, address, 0, now() + make_interval(secs => w)
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) with ordinality as k(id, scope, email, address, w, n)
          order by n
         on conflict (id) do nothing`,
        [sorted.map((k) => k.id), sorted.map((k) => k.scope), sorted.map((k) => k.email), sorted.map((k) => k.address), sorted.map((k) => k.windowSeconds)],
      );
      const { rows } = await db.query<Row & { now: Date }>(
        `select ${COLUMNS}, now() as now from sign_in_throttles where id = any($1::text[]) order by id for update`,
        [sorted.map((k) => k.id)],
      );
      return { rows: rows.map(toThrottle), now: rows[0]?.now ?? new Date() };
    },
    async save(updates) {
      if (updates.length === 0) return;
      await db.query(
        `update sign_in_throttles t
            set failures = u.failures, window_ends_at = u.window_ends_at, blocked_until = u.blocked_until, last_failure_at = now()
           from unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[]) as u(id, failures, window_ends_at, blocked_until)
          where t.id = u.id`,
        [updates.map((u) => u.id), updates.map((u) => u.failures), updates.map((u) => u.windowEndsAt), updates.map((u) => u.blockedUntil)],
      );
    },
    async remove(ids) {
      if (ids.length > 0) await db.query('delete from sign_in_throttles where id = any($1::text[])', [ids]);
    },
    async list({ q, limit, offset }) {
      const where = [`${RUNNING}`, 'failures > 0'];
      const values: unknown[] = [];
      if (q) {
        values.push(`%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
        where.push(`(email like $${values.length} or address like $${values.length})`);
      }
      const filter = where.join(' and ');
      const { rows } = await db.query<Row & { total: number; now: Date }>(
        `select ${COLUMNS}, count(*) over ()::int as total, now() as now from sign_in_throttles
          where ${filter}
          order by last_failure_at desc, id
          limit $${values.length + 1} offset $${values.length + 2}`,
        [...values, limit, offset],
      );
      if (rows.length > 0 || offset === 0) return { items: rows.map(toThrottle), total: rows[0]?.total ?? 0, now: rows[0]?.now ?? new Date() };
      // A page past the end: the total still counts.
      const counted = await db.query<{ total: number; now: Date }>(`select count(*)::int as total, now() as now from sign_in_throttles where ${filter}`, values);
      return { items: [], total: counted.rows[0]?.total ?? 0, now: counted.rows[0]?.now ?? new Date() };
    },
    async clear(id) {
      const { rows } = await db.query<Row>(`delete from sign_in_throttles where id = $1 returning ${COLUMNS}`, [id]);
      return rows[0] ? toThrottle(rows[0]) : null;
    },
    async prune() {
      const { rowCount } = await db.query('delete from sign_in_throttles where window_ends_at <= now() and (blocked_until is null or blocked_until <= now())');
      return rowCount ?? 0;
    },
  };
}
