/** The e-mails as the notifications worker renders and sends them, for tests of the features that queue them. */
export { renderNotification } from '../src/features/notifications/notification-templates';
export { createNotificationsWorker } from '../src/features/notifications/notifications.worker';
export { emlAttachments, findEmlFile, parseEml } from '../src/features/notifications/eml';
