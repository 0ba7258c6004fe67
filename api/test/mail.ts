/** The e-mails as the notifications worker renders them, for tests of the features that queue them. */
export { renderNotification } from '../src/features/notifications/notification-templates';
