/**
 * Live alerts for the staff console: the events of `GET /api/admin/events` (server-sent events).
 * Migration 0022 stores one per new booking, confirmed payment, enquiry and chat message, in the
 * writing transaction; `review.created` is reserved for reviews.
 */
import { z } from 'zod';
import type { StaffSection } from './staff';

export const STAFF_EVENT_KINDS = ['booking.created', 'payment.confirmed', 'enquiry.created', 'chat.message', 'review.created'] as const;
export type StaffEventKind = (typeof STAFF_EVENT_KINDS)[number];

/** The section whose staff hear of an event: a moderator hears of enquiries and chats, not of money. */
export const STAFF_EVENT_SECTIONS: Record<StaffEventKind, StaffSection> = {
  'booking.created': 'bookings',
  'payment.confirmed': 'bookings',
  'enquiry.created': 'enquiries',
  'chat.message': 'enquiries',
  'review.created': 'reviews',
};

/** How the bell names each kind (its unread counts and filters). */
export const STAFF_EVENT_LABELS: Record<StaffEventKind, string> = {
  'booking.created': 'Bookings',
  'payment.confirmed': 'Payments',
  'enquiry.created': 'Enquiries',
  'chat.message': 'Chat',
  'review.created': 'Reviews',
};

/** What an alert says about its record. */
export const staffEventSummarySchema = z.object({
  name: z.string().optional(),
  reference: z.string().optional(),
  tour: z.string().optional(),
  email: z.string().optional(),
  /** Payments: the amount as a decimal string, its currency and method. */
  amount: z.string().optional(),
  currency: z.string().optional(),
  method: z.string().optional(),
  /** Enquiries: contact, quick_booking, chat or proposal. */
  channel: z.string().optional(),
  /** Enquiries and chat: the subject or the start of the message. */
  preview: z.string().optional(),
  /** Bookings: web or admin (entered by staff). */
  source: z.string().optional(),
});
export type StaffEventSummary = z.infer<typeof staffEventSummarySchema>;

/** One event: `id` is the stream's event id (what `Last-Event-ID` carries back), increasing. */
export const staffEventSchema = z.object({
  id: z.string().regex(/^\d{1,19}$/),
  kind: z.enum(STAFF_EVENT_KINDS),
  recordId: z.string(),
  summary: staffEventSummarySchema,
  /** ISO date-time the record was written. */
  at: z.string(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

/** `Last-Event-ID`: the id of the last event the console received. */
export const lastEventIdSchema = z.string().regex(/^\d{1,19}$/);

/** A reconnect is sent what it missed from this far back at most, and this many events at most. */
export const STAFF_EVENTS_REPLAY_HOURS = 24;
export const STAFF_EVENTS_REPLAY_MAX = 500;
/** A new stream (no Last-Event-ID) starts with the recent ones the bell lists. */
export const STAFF_EVENTS_RECENT = 30;
/** A comment line this often keeps nginx and other proxies from closing an idle stream. */
export const STAFF_EVENTS_HEARTBEAT_MS = 15_000;

/** The named event sent once the stream has sent what was stored (live events follow). */
export const STAFF_EVENTS_READY = 'ready';

/** The console screen an alert opens. */
export function staffEventLink(event: Pick<StaffEvent, 'kind' | 'summary'>): string {
  const { summary } = event;
  switch (event.kind) {
    case 'booking.created':
    case 'payment.confirmed':
      return `/admin/bookings?q=${encodeURIComponent(summary.reference ?? summary.name ?? '')}`;
    case 'chat.message':
      return `/admin/enquiries?tab=chat&q=${encodeURIComponent(summary.email ?? summary.name ?? '')}`;
    case 'enquiry.created': {
      const tab = summary.channel === 'proposal' ? 'proposals' : 'contact';
      return `/admin/enquiries?tab=${tab}&q=${encodeURIComponent(summary.email ?? summary.name ?? '')}`;
    }
    case 'review.created':
      return '/admin/reviews?status=pending';
  }
}
