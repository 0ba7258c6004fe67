/** Data access for abuse limits: the only place that knows the rate_limits table. */
import type { Queryable } from './db';

export interface Counter {
  key: string;
  hits: number;
  /** Whole seconds until the key's window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimitRepo {
  /**
   * Counts one hit (or `hits`) on each key, atomically (concurrent requests on several replicas never lose a
   * hit): a key whose window has ended starts a new one of `windowSeconds`. Returns every count.
   */
  hit(keys: readonly { key: string; windowSeconds: number; hits?: number }[]): Promise<Counter[]>;
  /** Deletes the rows whose window has ended. */
  prune(): Promise<number>;
}

interface CounterRow {
  key: string;
  hits: number;
  retry_after: number;
}

const toCounter = (row: CounterRow): Counter => ({ key: row.key, hits: row.hits, retryAfterSeconds: row.retry_after });

export function createRateLimitRepo(db: Queryable): RateLimitRepo {
  return {
    async hit(keys) {
      if (keys.length === 0) return [];
      // Sorted, so two requests locking the same keys always take them in the same order (no deadlock).
      const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const { rows } = await db.query<CounterRow>({
        name: 'rate-limits-hit',
        text: `insert into rate_limits (key, hits, window_ends_at)
         select k, h, now() + make_interval(secs => w)
           from unnest($1::text[], $2::int[], $3::int[]) with ordinality as t(k, w, h, n)
          order by n
         on conflict (key) do update set
           hits = case when rate_limits.window_ends_at <= now() then excluded.hits else rate_limits.hits + excluded.hits end,
           window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at
                                 else rate_limits.window_ends_at end
         returning key, hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`,
        values: [sorted.map((k) => k.key), sorted.map((k) => k.windowSeconds), sorted.map((k) => k.hits ?? 1)],
      });
      return rows.map(toCounter);
    },
    async prune() {
      const { rowCount } = await db.query('delete from rate_limits where window_ends_at <= now()');
      return rowCount ?? 0;
    },
  };
}
