/** The audit trail of staff writes: one row per write, inserted in the write's own transaction. */
import type { Queryable } from './db';

export interface AuditEntry {
  actorId: string;
  /** 'create', 'update', 'delete', 'unpublish', 'hide', 'show', 'upload', … */
  action: string;
  /** 'tour', 'blog_post', 'blog_comment', 'upload', … */
  entity: string;
  entityId: string | null;
  details?: Record<string, unknown>;
}

export interface AuditRepo {
  /** Records a staff write; bound to the write's transaction, both commit or neither does. */
  record(entry: AuditEntry): Promise<void>;
}

export function createAuditRepo(db: Queryable): AuditRepo {
  return { record: (entry) => recordAudit(db, entry) };
}

async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query('insert into audit_log (actor_id, action, entity, entity_id, details) values ($1, $2, $3, $4, $5)', [
    entry.actorId,
    entry.action,
    entry.entity,
    entry.entityId,
    JSON.stringify(entry.details ?? {}),
  ]);
}
