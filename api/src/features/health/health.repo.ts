import type { Queryable } from '../../lib/db';

export interface HealthRepo {
  /** Whether the database answers a trivial query. */
  ping(): Promise<void>;
}

export function createHealthRepo(db: Queryable): HealthRepo {
  return {
    async ping() {
      await db.query('select 1');
    },
  };
}
