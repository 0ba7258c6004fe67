import { z } from 'zod';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam } from './staff';
import type { AuditEntity } from './admin-audit';

/** Tabs of the staff inbox (`/admin/enquiries`), in screen order. */
export const INBOX_TABS = ['contact', 'chat', 'proposals', 'newsletter'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
export const INBOX_TAB_LABELS: Record<InboxTab, string> = {
  contact: 'Contact',
  chat: 'Chat',
  proposals: 'Proposals',
  newsletter: 'Newsletter',
};

/** Where an inbox item stands. */
export const INBOX_STATUSES = ['new', 'answered', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', answered: 'Answered', archived: 'Archived' };

/** The audit trail's entity of each tab's items. */
export const INBOX_AUDIT_ENTITIES: Record<InboxTab, AuditEntity> = {
  contact: 'contact_message',
  chat: 'chat_message',
  proposals: 'proposal',
  newsletter: 'newsletter_subscriber',
};

export const INBOX_REPLY_SUBJECT_MAX = 200;
export const INBOX_REPLY_MESSAGE_MAX = 10_000;

export const INBOX_MESSAGES = {
  tab: 'Choose contact, chat, proposals or newsletter.',
  status: 'Choose new, answered or archived.',
  replySubject: 'Subject is required.',
  replyMessage: 'Message is required.',
  noEmail: 'This item has no e-mail address to reply to.',
  notFound: 'This inbox item was not found.',
  chatOnly: 'Only a chat can be answered in the chat.',
  noConversation: 'This chat was sent before chats became conversations; reply by e-mail.',
} as const;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** `:tab` of an inbox route. */
export const inboxTabParamsSchema = z.object({ tab: z.enum(INBOX_TABS, { error: INBOX_MESSAGES.tab }) });
export type InboxTabParams = z.infer<typeof inboxTabParamsSchema>;

/** `:tab/:id` of an inbox route. */
export const inboxItemParamsSchema = inboxTabParamsSchema.extend({ id: z.uuid('Not a valid id.') });
export type InboxItemParams = z.infer<typeof inboxItemParamsSchema>;

const statusFilter = z.preprocess(blank, z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status }).optional());

/** Query of `GET /api/admin/enquiries/{tab}`: newest first, 5 a page. */
export const inboxListQuerySchema = z.object({
  page: adminPageParam,
  pageSize: adminPageSizeParam,
  /** Case-insensitive match on name, e-mail, subject, message (proposals: destination, country). */
  q: adminSearchParam,
  status: statusFilter,
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

/** Query of `GET /api/admin/enquiries/{tab}/export`: the same filters, every page. */
export const inboxExportQuerySchema = z.object({ q: adminSearchParam, status: statusFilter });
export type InboxExportQuery = z.infer<typeof inboxExportQuerySchema>;

/** A row of an inbox tab. */
export const inboxSummarySchema = z.object({
  id: z.string(),
  tab: z.enum(INBOX_TABS),
  status: z.enum(INBOX_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Contact: the subject; proposals: the destination; chat and newsletter: empty. */
  subject: z.string(),
  /** The start of the message (proposals: the dates and party). */
  preview: z.string(),
  /** ISO 8601. */
  receivedAt: z.string(),
  /** Newsletter only: the subscriber has left the list. */
  unsubscribed: z.boolean(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

/** New items per tab (the tab badges). */
export const inboxCountsSchema = z.object({
  contact: z.number().int().nonnegative(),
  chat: z.number().int().nonnegative(),
  proposals: z.number().int().nonnegative(),
  newsletter: z.number().int().nonnegative(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

/** Answer of `GET /api/admin/enquiries/{tab}`: one page and the new items of every tab. */
export const inboxListSchema = adminPageSchema(inboxSummarySchema).extend({ counts: inboxCountsSchema });
export type InboxList = z.infer<typeof inboxListSchema>;

const text = z.string().catch('');
const list = z.array(z.string()).catch([]);
const count = z.number().nullable().catch(null);

/**
 * A stored custom-itinerary request, as the public form sent it (spec 'Proposal request payload'),
 * read leniently: a field an older request lacks reads as empty instead of failing the whole view.
 */
export const storedProposalSchema = z.object({
  trip: z
    .object({ destination: text, startDate: text, endDate: text, flexibility: z.object({ window: text, altMonths: text }).catch({ window: '', altMonths: '' }) })
    .catch({ destination: '', startDate: '', endDate: '', flexibility: { window: '', altMonths: '' } }),
  party: z.object({ adults: count, children: count, childrenAges: text }).catch({ adults: null, children: null, childrenAges: '' }),
  budget: z.object({ tier: text, basis: text, flexibility: text }).catch({ tier: '', basis: '', flexibility: '' }),
  lodging: z.object({ type: text, room: text, amenities: text }).catch({ type: '', room: '', amenities: '' }),
  preferences: z.object({ styles: list, activities: list, transportMode: text }).catch({ styles: [], activities: [], transportMode: '' }),
  arrivals: z.object({ airport: text, flightBooked: text }).catch({ airport: '', flightBooked: '' }),
  healthDiet: z.object({ dietary: text, accessibility: text }).catch({ dietary: '', accessibility: '' }),
  insurance: z.object({ option: text }).catch({ option: '' }),
  contact: z
    .object({ name: text, email: text, phone: text, country: text, prefer: text, whatsapp: text })
    .catch({ name: '', email: '', phone: '', country: '', prefer: '', whatsapp: '' }),
  notes: text,
});
export type StoredProposal = z.infer<typeof storedProposalSchema>;

/** One message of a chat thread, as the console shows it. */
export const inboxChatMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['traveller', 'staff']),
  text: z.string(),
  at: z.string(),
  /** A staff reply: who wrote it (empty once the account is gone). */
  by: z.string().optional(),
  /** A staff reply also e-mailed to the traveller, who had left. */
  emailed: z.boolean().optional(),
});
export type InboxChatMessage = z.infer<typeof inboxChatMessageSchema>;

/** A reply staff sent from the inbox. */
export const inboxReplySchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Name of the staff member; empty once the account is gone. */
  by: z.string(),
  at: z.string(),
  /** The outbox row that carries it (see the mail outbox). */
  notificationId: z.string().nullable(),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** Answer of `GET /api/admin/enquiries/{tab}/{id}` and of its writes. */
export const inboxItemSchema = inboxSummarySchema.extend({
  /** The whole message (contact, chat). */
  message: z.string(),
  consent: z.boolean(),
  /** Chat: page and conversation id. */
  meta: z.record(z.string(), z.string()),
  /** Proposals: the whole request. */
  proposal: storedProposalSchema.nullable(),
  /** When it left 'new' (null while new). */
  handledAt: z.string().nullable(),
  replies: z.array(inboxReplySchema),
  /** Chat: the thread, oldest first (staff replies with the full name of who wrote them). */
  thread: z.array(inboxChatMessageSchema).optional(),
  /** Chat: whether the traveller's device can read the thread (chats from before threads cannot). */
  conversation: z.boolean().optional(),
  /** Chat: when the traveller's widget last read the thread (null: never). A reply is e-mailed too once they have left. */
  chatSeenAt: z.string().nullable().optional(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** The text of a reply, by e-mail or into a chat. */
const replyMessageSchema = z
  .string({ error: INBOX_MESSAGES.replyMessage })
  .trim()
  .min(1, INBOX_MESSAGES.replyMessage)
  .max(INBOX_REPLY_MESSAGE_MAX, `Please keep the message under ${INBOX_REPLY_MESSAGE_MAX} characters.`);

/** Body of `POST /api/admin/enquiries/{tab}/{id}/reply`: an e-mail to the traveller; marks the item answered. */
export const inboxReplyInputSchema = z.object({
  subject: z
    .string({ error: INBOX_MESSAGES.replySubject })
    .trim()
    .min(1, INBOX_MESSAGES.replySubject)
    .max(INBOX_REPLY_SUBJECT_MAX, `Please keep the subject under ${INBOX_REPLY_SUBJECT_MAX} characters.`),
  message: replyMessageSchema,
});
export type InboxReplyInput = z.infer<typeof inboxReplyInputSchema>;

/** Body of `POST /api/admin/enquiries/chat/{id}/reply` with `via: 'chat'`: a message into the chat thread. */
export const chatReplyInputSchema = z.object({
  via: z.literal('chat'),
  message: replyMessageSchema,
});
export type ChatReplyInput = z.infer<typeof chatReplyInputSchema>;

/** Body of `POST /api/admin/enquiries/{tab}/{id}/reply`: an e-mail (`via` 'email', the default) or, for a chat, a message into its thread. */
export const inboxReplyBodySchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !('via' in value) ? { ...value, via: 'email' } : value),
  z.discriminatedUnion('via', [inboxReplyInputSchema.extend({ via: z.literal('email') }), chatReplyInputSchema], { error: 'Choose how to reply: email or chat.' }),
);
export type InboxReplyBody = z.infer<typeof inboxReplyBodySchema>;

/** Body of `PUT /api/admin/enquiries/{tab}/{id}/status`. */
export const inboxStatusInputSchema = z.object({ status: z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status }) });
export type InboxStatusInput = z.infer<typeof inboxStatusInputSchema>;

/** The reply's suggested subject: 'Re: ' and what the traveller wrote about. */
export function replySubjectFor(item: Pick<InboxSummary, 'tab' | 'subject'>): string {
  if (item.tab === 'proposals') return `Your safari to ${item.subject}`.slice(0, INBOX_REPLY_SUBJECT_MAX);
  if (item.tab === 'newsletter') return 'Our newsletter';
  if (item.subject) return `Re: ${item.subject}`.slice(0, INBOX_REPLY_SUBJECT_MAX);
  return 'Re: your message';
}

/** A phone number as wa.me wants it: digits only, with the country code (a leading 0 is taken as Kenya's +254). */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return null;
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `254${digits.slice(1)}`;
  return digits;
}
