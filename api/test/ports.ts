/** The real ports of other features, for tests that build a feature's service by hand. */
export { notificationsPort } from '../src/features/notifications/notifications.feature';
