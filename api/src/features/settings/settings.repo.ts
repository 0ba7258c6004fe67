/** Data access for the site settings: the only place that knows the site_settings table (one row, migration 0025). */
import type { Queryable } from '../../lib/db';

export interface StoredSettings {
  /** The stored JSON (read back through settingsOrDefaults). */
  value: unknown;
  /** When staff last changed them; null since seeding. */
  updatedAt: Date | null;
}

export interface SettingsRepo {
  /** The row; `forUpdate` locks it for the rest of the transaction. */
  read(options?: { forUpdate?: boolean }): Promise<StoredSettings>;
  /** Stores the settings (the bump of the catalogue version follows at commit, migration 0025). */
  write(value: unknown, actorId: string): Promise<StoredSettings>;
}

interface Row {
  value: unknown;
  updated_at: Date | null;
}

export function createSettingsRepo(db: Queryable): SettingsRepo {
  return {
    async read(options = {}) {
      const { rows } = await db.query<Row>(`select value, updated_at from site_settings where id${options.forUpdate ? ' for update' : ''}`);
      const row = rows[0];
      return { value: row?.value ?? null, updatedAt: row?.updated_at ?? null };
    },
    async write(value, actorId) {
      const { rows } = await db.query<Row>(
        `insert into site_settings (id, value, updated_at, updated_by) values (true, $1, now(), $2)
         on conflict (id) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by
         returning value, updated_at`,
        [JSON.stringify(value), actorId],
      );
      const row = rows[0];
      return { value: row?.value ?? value, updatedAt: row?.updated_at ?? null };
    },
  };
}
