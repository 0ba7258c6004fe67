/**
 * Notifications: the outbox port the other features queue their e-mails through (app.ts hands it to
 * them; server.ts runs the worker that sends the e-mails), and the admins' mail outbox
 * (`/api/admin/mail…`).
 */
import { Router } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { createNotificationsAdminRepo } from './notifications.admin.repo';
import { notificationsAdminRouter } from './notifications.admin.routes';
import { createNotificationsAdminService } from './notifications.admin.service';
import { createOutbox } from './notifications.repo';

export const notificationsPort: NotificationsPort = { outbox: createOutbox };

/** The mail outbox for admins. */
export function notificationsFeature({ pool, docs, config, auth }: FeatureDeps & { auth: Auth }): Feature {
  const store = createStore(pool, (db) => ({ mail: createNotificationsAdminRepo(db), audit: createAuditRepo(db) }));
  const service = createNotificationsAdminService({ store, mailDir: config.mail.dir, publicBaseUrl: config.publicBaseUrl ?? '' });
  return { router: Router().use(notificationsAdminRouter({ service, auth, docs })) };
}
