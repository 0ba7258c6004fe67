import { z } from 'zod';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam, type StaffSection } from './staff';

/**
 * What the audit trail records writes to, and the console section whose staff may read each
 * record's history (`GET /api/audit/{entity}/{entityId}`); the whole trail is the admins' `audit`.
 */
export const AUDIT_ENTITY_SECTIONS = {
  tour: 'tours',
  blog_post: 'blogs',
  blog_comment: 'blogs',
  upload: 'blogs',
  booking: 'bookings',
  payment: 'bookings',
  ledger_entry: 'bookings',
  exchange_rate: 'bookings',
  departure: 'bookings',
  waitlist_entry: 'bookings',
  sign_in_throttle: 'users',
  user: 'users',
  contact_message: 'enquiries',
  chat_message: 'enquiries',
  proposal: 'enquiries',
  newsletter_subscriber: 'enquiries',
  notification: 'mail',
  review: 'reviews',
} as const satisfies Record<string, StaffSection>;
export type AuditEntity = keyof typeof AUDIT_ENTITY_SECTIONS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_SECTIONS) as AuditEntity[];

/** How the console names each kind of record. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  tour: 'Tour',
  blog_post: 'Blog post',
  blog_comment: 'Comment',
  upload: 'Image upload',
  booking: 'Booking',
  payment: 'Payment',
  ledger_entry: 'Ledger entry',
  exchange_rate: 'Exchange rate',
  departure: 'Departure',
  waitlist_entry: 'Waitlist entry',
  sign_in_throttle: 'Sign-in throttle',
  user: 'User',
  contact_message: 'Contact message',
  chat_message: 'Chat message',
  proposal: 'Proposal',
  newsletter_subscriber: 'Newsletter subscriber',
  notification: 'E-mail',
  review: 'Review',
};

export function isAuditEntity(value: string): value is AuditEntity {
  return Object.hasOwn(AUDIT_ENTITY_SECTIONS, value);
}

/** A label for an entity name, known or not ('blog_post' → 'Blog post'). */
export function auditEntityLabel(entity: string): string {
  return isAuditEntity(entity) ? AUDIT_ENTITY_LABELS[entity] : humanize(entity);
}

/** A label for an action ('record_payment' → 'Record payment'). */
export function auditActionLabel(action: string): string {
  return humanize(action);
}

function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const AUDIT_MESSAGES = {
  unknownEntity: 'Unknown entity.',
  entityId: 'Give the record id (at most 200 characters).',
  actor: 'Not a valid user id.',
  date: 'Use a date (YYYY-MM-DD) or an ISO date-time.',
  range: 'The end date must not be before the start date.',
  action: 'Unknown action.',
} as const;

const auditEntitySchema = z.enum(AUDIT_ENTITIES as [AuditEntity, ...AuditEntity[]], { error: AUDIT_MESSAGES.unknownEntity });
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const DAY_MS = 86_400_000;
const dateOnly = z.iso.date();
const dateTime = z.iso.datetime({ offset: true });

/** A `from` or `to` query value: a UTC day ('2026-11-23') or an instant with its offset. */
const dateParam = z.preprocess(
  blank,
  z
    .string({ error: AUDIT_MESSAGES.date })
    .trim()
    .refine((value) => dateOnly.safeParse(value).success || dateTime.safeParse(value).success, AUDIT_MESSAGES.date)
    .optional(),
);

/** Start of the instant or day, in ms. */
function startOf(value: string): number {
  return dateOnly.safeParse(value).success ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}
/** The first ms after the instant or day. */
function endOf(value: string): number {
  return dateOnly.safeParse(value).success ? Date.parse(`${value}T00:00:00Z`) + DAY_MS : Date.parse(value) + 1;
}

/**
 * Query of `GET /api/audit`: one page (5 by default) of the trail, newest first. `from` and `to`
 * are inclusive: a day alone means the whole UTC day, an instant means that instant (the console
 * sends the bounds of the staff member's local days).
 */
export const auditListQuerySchema = z
  .object({
    page: adminPageParam,
    pageSize: adminPageSizeParam,
    /** Matches the summary, the record id, the action, or the actor's name or e-mail. */
    q: adminSearchParam,
    /** The acting staff member's user id. */
    actor: z.preprocess(blank, z.uuid(AUDIT_MESSAGES.actor).optional()),
    from: dateParam,
    to: dateParam,
    entity: z.preprocess(blank, auditEntitySchema.optional()),
    action: z.preprocess(blank, z.string().trim().regex(/^[a-z][a-z_]{0,39}$/, AUDIT_MESSAGES.action).optional()),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && endOf(query.to) <= startOf(query.from)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.range });
    }
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** The instants a query's `from` / `to` stand for: entries at or after `since` and before `until` (ISO). */
export function auditTimeRange(query: Pick<AuditListQuery, 'from' | 'to'>): { since?: string; until?: string } {
  return {
    since: query.from === undefined ? undefined : new Date(startOf(query.from)).toISOString(),
    until: query.to === undefined ? undefined : new Date(endOf(query.to)).toISOString(),
  };
}

/** `GET /api/audit/{entity}/{entityId}`: one record's history. */
export const auditHistoryParamsSchema = z.object({
  entity: auditEntitySchema,
  entityId: z.string().trim().min(1, AUDIT_MESSAGES.entityId).max(200, AUDIT_MESSAGES.entityId),
});
export type AuditHistoryParams = z.infer<typeof auditHistoryParamsSchema>;

export const auditHistoryQuerySchema = z.object({ page: adminPageParam, pageSize: adminPageSizeParam });
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;

/** Who made a write. All null once the account is deleted (the entry stays). */
export const auditActorSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

const snapshotSchema = z.record(z.string(), z.unknown());
export type AuditSnapshot = z.infer<typeof snapshotSchema>;

/** One staff write: who, when, what, and the record before and after it (null on create / delete). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: auditActorSchema,
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** A short summary (a name or title). */
  details: snapshotSchema,
  before: snapshotSchema.nullable(),
  after: snapshotSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Answer of `GET /api/audit` and `GET /api/audit/{entity}/{entityId}`. */
export const auditPageSchema = adminPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Answer of `GET /api/audit/actors`: the staff who have entries, for the 'User' filter. */
export const auditActorListSchema = z.array(auditActorSchema.extend({ id: z.string(), name: z.string(), email: z.string() }));
export type AuditActorList = z.infer<typeof auditActorListSchema>;

// -------------------------------------------------------------------------------------------------
// Reading an entry: what changed, and how to show a value
// -------------------------------------------------------------------------------------------------

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields a write changed, in the record's own order: every field of `after` on a create, of
 * `before` on a delete, and on an update those whose value differs.
 */
export function changedFields(before: AuditSnapshot | null, after: AuditSnapshot | null): string[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  if (!before || !after) return keys;
  return keys.filter((key) => !same(before[key], after[key]));
}

/** Field labels where the generic one would read badly. */
const FIELD_LABELS: Record<string, string> = {
  tourType: 'Type',
  isPublished: 'Published',
  isFeatured: 'Featured',
  isExclusive: 'Exclusive',
  isPopular: 'Popular',
  image: 'Main image',
  images: 'Additional images',
  price: 'Price (USD)',
  duration: 'Duration (days)',
  content: 'Content',
  postId: 'Post',
};

/** 'isPublished' → 'Published', 'travelDate' → 'Travel date'. */
export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? humanize(field);
}

/** Longest text shown for one value before it is cut. */
export const AUDIT_VALUE_MAX = 160;

const stripTags = (html: string) =>
  html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

/** A value as one line of plain text: lists joined, HTML as its text, true/false as Yes/No. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (value === '') return '(empty)';
    return looksLikeHtml(value) ? stripTags(value) : value.replace(/\s+/g, ' ').trim();
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    return value
      .map((item) =>
        item !== null && typeof item === 'object' && !Array.isArray(item)
          ? Object.values(item as Record<string, unknown>)
              .map((part) => auditValueText(part))
              .join(': ')
          : auditValueText(item),
      )
      .join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '(none)';
    return entries.map(([key, part]) => `${auditFieldLabel(key)}: ${auditValueText(part)}`).join(', ');
  }
  return String(value);
}

/** `max` characters of `text` from about `start`, starting and ending on word boundaries where one is near. */
function cut(text: string, start: number, max: number): string {
  let from = Math.max(0, Math.min(start, text.length - max));
  let to = Math.min(text.length, from + max);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space - from < 16 && space + 1 < to) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from && to - space < 16) to = space;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

/**
 * Before and after of one field as short texts. Long texts are cut around their first difference,
 * so a change deep inside a description is still visible.
 */
export function auditValuePair(before: unknown, after: unknown, max = AUDIT_VALUE_MAX): { before: string; after: string } {
  const a = auditValueText(before);
  const b = auditValueText(after);
  if (a.length <= max && b.length <= max) return { before: a, after: b };
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  // Keep a little context before the first difference.
  const start = prefix > max / 2 ? prefix - Math.floor(max / 4) : 0;
  return { before: cut(a, start, max), after: cut(b, start, max) };
}

/** One line for lists: the record's name or title, else what the details say. */
export function auditSummary(entry: Pick<AuditEntry, 'details' | 'before' | 'after' | 'entityId'>): string {
  const pick = (snapshot: AuditSnapshot | null | undefined) => {
    for (const key of ['name', 'title', 'reference', 'subject', 'email', 'url']) {
      const value = snapshot?.[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return '';
  };
  const text = pick(entry.details) || pick(entry.after) || pick(entry.before);
  if (text) return text;
  const rest = Object.entries(entry.details).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (rest.length) return rest.map(([key, value]) => `${auditFieldLabel(key)}: ${auditValueText(value)}`).join(', ');
  return entry.entityId ?? '';
}
