/** The audit trail of staff writes: one row per write, inserted in the write's own transaction. */
import type { Queryable } from './db';

export interface AuditEntry {
  actorId: string;
  /** 'create', 'update', 'delete', 'unpublish', 'hide', 'show', 'upload', … */
  action: string;
  /** 'tour', 'blog_post', 'blog_comment', 'upload', … */
  entity: string;
  entityId: string | null;
  /** A short summary for lists (a name or title). */
  details?: Record<string, unknown>;
  /** The record as it was before the write (omit on create); never secrets such as password hashes. */
  before?: Record<string, unknown> | null;
  /** The record as the write left it (omit on delete); never secrets. */
  after?: Record<string, unknown> | null;
}

export interface AuditRepo {
  /** Records a staff write; bound to the write's transaction, both commit or neither does. */
  record(entry: AuditEntry): Promise<void>;
}

export function createAuditRepo(db: Queryable): AuditRepo {
  return { record: (entry) => recordAudit(db, entry) };
}

/** Field names that hold secrets (password hashes, tokens, keys): never stored in the trail, at any depth. */
const SECRET_FIELD = /password|secret|api_?key|credential|token(_?hash)?$|hash$/i;

/** A copy of a snapshot without its secret fields; a second guard behind the services' own snapshots. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      // A yes/no such as `passwordChanged` says that something changed, not what: it stays.
      .filter(([key, item]) => typeof item === 'boolean' || !SECRET_FIELD.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  const json = (value: Record<string, unknown> | null | undefined) => (value == null ? null : JSON.stringify(withoutSecrets(value)));
  await db.query('insert into audit_log (actor_id, action, entity, entity_id, details, before, after) values ($1, $2, $3, $4, $5, $6, $7)', [
    entry.actorId,
    entry.action,
    entry.entity,
    entry.entityId,
    JSON.stringify(withoutSecrets(entry.details ?? {})),
    json(entry.before),
    json(entry.after),
  ]);
}
