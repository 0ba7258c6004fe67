/** Staff reading the audit trail: the whole trail for admins, one record's history for its section's staff. */
import {
  AUDIT_ENTITY_SECTIONS,
  auditTimeRange,
  type AuditActorList,
  type AuditEntity,
  type AuditHistoryQuery,
  type AuditListQuery,
  type AuditPage,
} from '@safari/shared/admin-audit';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuthUser } from '../../lib/auth';
import { assertSection } from '../../lib/staff-access';
import type { AuditReadRepo } from './audit.admin.repo';

export interface AuditService {
  list(actor: AuthUser | undefined, query: AuditListQuery): Promise<AuditPage>;
  actors(actor: AuthUser | undefined): Promise<AuditActorList>;
  history(actor: AuthUser | undefined, entity: AuditEntity, entityId: string, query: AuditHistoryQuery): Promise<AuditPage>;
}

export function createAuditService(deps: { repo: AuditReadRepo }): AuditService {
  const { repo } = deps;
  const paged = async (filter: Parameters<AuditReadRepo['list']>[0], page: number, pageSize: number): Promise<AuditPage> => {
    const { items, total } = await repo.list(filter, { page, pageSize });
    return { items, total, page, pageSize, pages: Math.ceil(total / pageSize) };
  };

  return {
    async list(actor, query) {
      assertSection(actor, 'audit');
      const { page, pageSize, q, actor: actorId, entity, action } = query;
      return paged({ q, actor: actorId, entity, action, ...auditTimeRange(query) }, page, pageSize);
    },
    async actors(actor) {
      assertSection(actor, 'audit');
      return repo.actors();
    },
    async history(actor, entity, entityId, { page, pageSize }) {
      // Whoever may manage the record may read what was done to it.
      assertSection(actor, AUDIT_ENTITY_SECTIONS[entity]);
      if (entity === 'booking' && UUID_PATTERN.test(entityId)) {
        // A booking's history also holds its money and its e-mails.
        const { items, total } = await repo.bookingHistory(entityId.toLowerCase(), { page, pageSize });
        return { items, total, page, pageSize, pages: Math.ceil(total / pageSize) };
      }
      return paged({ entity, entityId }, page, pageSize);
    },
  };
}
