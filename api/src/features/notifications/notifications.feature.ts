/**
 * Notifications have no routes: the feature is the outbox port the other features queue their
 * e-mails through (app.ts hands it to them; server.ts runs the worker that sends the e-mails).
 */
import type { NotificationsPort } from '../../lib/outbox';
import { createOutbox } from './notifications.repo';

export const notificationsPort: NotificationsPort = { outbox: createOutbox };
