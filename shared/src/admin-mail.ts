import { z } from 'zod';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam } from './staff';

/** States of an outbox row: waiting (or retrying), sent, or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };

export const MAIL_MESSAGES = {
  status: 'Choose pending, sent or failed.',
  kind: 'Unknown kind of e-mail.',
  notFound: 'This e-mail was not found.',
  notFailed: 'Only a failed e-mail can be sent again.',
} as const;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Query of `GET /api/admin/mail`: newest first, 5 a page. */
export const mailListQuerySchema = z.object({
  page: adminPageParam,
  pageSize: adminPageSizeParam,
  /** Case-insensitive match on recipient and subject. */
  q: adminSearchParam,
  status: z.preprocess(blank, z.enum(MAIL_STATUSES, { error: MAIL_MESSAGES.status }).optional()),
  kind: z.preprocess(blank, z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, MAIL_MESSAGES.kind).optional()),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

/** A row of the outbox. */
export const mailSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a pending row is tried next. */
  nextAttemptAt: z.string(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** Answer of `GET /api/admin/mail`: a page, and every kind the API sends (the kind filter). */
export const mailListSchema = adminPageSchema(mailSummarySchema).extend({ kinds: z.array(z.string()) });
export type MailList = z.infer<typeof mailListSchema>;

/** Answer of `GET /api/admin/mail/{id}`: the row and the message as it was (or would be) sent. */
export const mailDetailSchema = mailSummarySchema.extend({
  /** 'file': read from the .eml file written when no SMTP server is configured; 'template': rendered now. */
  source: z.enum(['file', 'template']),
  /** Name of the .eml file, when there is one. */
  file: z.string().nullable(),
  rendered: z.object({ subject: z.string(), text: z.string(), html: z.string() }).nullable(),
  /** Why the message cannot be rendered (an unknown kind or a broken payload). */
  renderError: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;
