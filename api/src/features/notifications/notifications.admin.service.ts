/** The mail outbox for admins: what was queued, how it went, the message itself, and 'send again'. */
import { MAIL_MESSAGES, type MailDetail, type MailList, type MailListQuery, type MailSummary } from '@safari/shared/admin-mail';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../lib/outbox';
import { assertSection } from '../../lib/staff-access';
import { findEmlFile, readEml } from './eml';
import { renderNotification } from './notification-templates';
import type { NotificationsAdminRepo } from './notifications.admin.repo';

export interface NotificationsAdminService {
  list(actor: AuthUser | undefined, query: MailListQuery): Promise<MailList>;
  get(actor: AuthUser | undefined, id: string): Promise<MailDetail>;
  /** A failed e-mail goes back in the queue (ConflictError for any other). */
  resend(actor: AuthUser | undefined, id: string): Promise<MailSummary>;
}

export interface NotificationsAdminStore {
  mail: NotificationsAdminRepo;
  audit: AuditRepo;
}

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as string[]).includes(kind);

export function createNotificationsAdminService(deps: {
  store: Store<NotificationsAdminStore>;
  /** Where the mailer writes .eml files when no SMTP server is configured. */
  mailDir: string;
  /** Absolute base of links when a message is rendered from its template. */
  publicBaseUrl: string;
}): NotificationsAdminService {
  const { store, mailDir, publicBaseUrl } = deps;
  const snapshot = (row: MailSummary) => ({ status: row.status, attempts: row.attempts, lastError: row.lastError, kind: row.kind, recipient: row.recipient });

  return {
    async list(actor, query) {
      assertSection(actor, 'mail');
      const { items, total } = await store.repos.mail.list(
        { q: query.q, status: query.status, kind: query.kind },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return { items, total, page: query.page, pageSize: query.pageSize, pages: Math.ceil(total / query.pageSize), kinds: [...NOTIFICATION_KINDS] };
    },
    async get(actor, id) {
      assertSection(actor, 'mail');
      const row = await store.repos.mail.find(id);
      if (!row) throw new NotFoundError(MAIL_MESSAGES.notFound);
      const { payload: _payload, ...summary } = row;
      const file = await findEmlFile(mailDir, id);
      if (file) {
        try {
          return { ...summary, source: 'file', file, rendered: await readEml(mailDir, file), renderError: null };
        } catch {
          // An unreadable file: fall back to the template below.
        }
      }
      try {
        if (!isKind(row.kind)) throw new Error(`unknown notification kind '${row.kind}'`);
        return { ...summary, source: 'template', file: null, rendered: renderNotification(row.kind, row.payload, { publicBaseUrl }), renderError: null };
      } catch (error) {
        return { ...summary, source: 'template', file: null, rendered: null, renderError: `This e-mail cannot be rendered: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    async resend(actor, id) {
      assertSection(actor, 'mail');
      return store.transaction(async ({ mail, audit }) => {
        const row = await mail.find(id, { lock: true });
        if (!row) throw new NotFoundError(MAIL_MESSAGES.notFound);
        if (row.status !== 'failed') throw new ConflictError(MAIL_MESSAGES.notFailed);
        await mail.requeue(id);
        const after = await mail.find(id);
        if (!after) throw new NotFoundError(MAIL_MESSAGES.notFound);
        await audit.record({ actorId: actor.id, action: 'resend', entity: 'notification', entityId: id, details: { kind: row.kind, recipient: row.recipient }, before: snapshot(row), after: snapshot(after) });
        const { payload: _payload, ...summary } = after;
        return summary;
      });
    },
  };
}
