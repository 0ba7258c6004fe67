/** Data access for idempotency keys: the only place that knows the idempotency_keys table. */
import type { Queryable, Statement } from './db';

const UNIQUE_VIOLATION = '23505';
const KEY_CONSTRAINT = 'idempotency_keys_pkey';

export interface StoredKey {
  requestHash: string;
  /** Null for rows written before status codes were stored; read as 200. */
  status: number | null;
  response: unknown;
}

export interface IdempotencyRepo {
  find(key: string): Promise<StoredKey | null>;
  /** Stores the answer given to a key; a concurrent insert of the same key fails with {@link isDuplicateKey}. */
  save(entry: SavedKey): Promise<void>;
  /** The same, as a statement to run together with the rows it guards (Store.runTogether). */
  saveStatement(entry: SavedKey): Statement;
  /**
   * Stores many answers in one statement; per entry, true when stored, false when its key was stored
   * before (by another request, or by an earlier entry of the same call).
   */
  saveAll(entries: readonly SavedKey[]): Promise<boolean[]>;
}

/** True when `error` is another transaction having stored the same key first. */
export function isDuplicateKey(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === KEY_CONSTRAINT;
}

/** An answer to keep under its key. */
export interface SavedKey {
  key: string;
  scope: string;
  requestHash: string;
  status: number;
  response: unknown;
}

const saveStatement = ({ key, scope, requestHash, status, response }: SavedKey): Statement => ({
  text: `insert into idempotency_keys (key, scope, request_hash, status_code, response, completed_at)
         values ($1, $2, $3, $4, $5, now())`,
  values: [key, scope, requestHash, status, JSON.stringify(response)],
});

export function createIdempotencyRepo(db: Queryable): IdempotencyRepo {
  return {
    async find(key) {
      const { rows } = await db.query<{ request_hash: string; status_code: number | null; response: unknown }>({
        name: 'idempotency-find',
        text: 'select request_hash, status_code, response from idempotency_keys where key = $1',
        values: [key],
      });
      const row = rows[0];
      return row ? { requestHash: row.request_hash, status: row.status_code, response: row.response } : null;
    },
    async save(entry) {
      await db.query({ name: 'idempotency-save', ...saveStatement(entry) });
    },
    saveStatement,
    async saveAll(entries) {
      if (entries.length === 0) return [];
      const { rows } = await db.query<{ key: string }>({
        name: 'idempotency-save-all',
        text: `insert into idempotency_keys (key, scope, request_hash, status_code, response, completed_at)
               select key, scope, request_hash, status_code, response, now()
                 from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::jsonb[]) as e(key, scope, request_hash, status_code, response)
               on conflict (key) do nothing
               returning key`,
        values: [
          entries.map((entry) => entry.key),
          entries.map((entry) => entry.scope),
          entries.map((entry) => entry.requestHash),
          entries.map((entry) => entry.status),
          entries.map((entry) => JSON.stringify(entry.response)),
        ],
      });
      // A key given twice is stored once: the first entry that has it.
      const stored = new Set(rows.map((row) => row.key));
      return entries.map((entry) => stored.delete(entry.key));
    },
  };
}
