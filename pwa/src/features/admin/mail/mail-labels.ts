import { MAIL_STATUS_LABELS, type MailStatus } from '@safari/shared/admin-mail';

/** 'booking_received' → 'Booking received'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const STATUS_COLORS: Record<MailStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', sent: 'success', failed: 'error' };
export const statusLabel = (status: MailStatus) => MAIL_STATUS_LABELS[status];
