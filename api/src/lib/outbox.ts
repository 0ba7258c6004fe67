/**
 * The notifications outbox as other features see it: the e-mails they may queue, the payload each
 * one needs, and the port they queue them through. The notifications feature implements the port
 * and renders the e-mails; the composition root (app.ts) hands the port to the features that send.
 */
import { z } from 'zod';
import type { Queryable, Statement } from './db';

const money = { amount: z.number().nonnegative(), currency: z.string().length(3) };
const bookingBase = {
  bookingId: z.uuid(),
  /** The booking's access key: its links open the checkout for a traveller who is not signed in (optional: older rows have none). */
  bookingKey: z.string().optional(),
  reference: z.string(),
  tourName: z.string(),
  date: z.string(),
  name: z.string(),
  ...money,
};

export const notificationPayloads = {
  booking_received: z.object({
    ...bookingBase,
    adults: z.number().int(),
    children: z.number().int(),
    payMode: z.enum(['now', 'deposit', 'later']),
    /** With a deposit: what is paid now and when the balance is due. */
    depositAmount: z.number().nonnegative().optional(),
    balanceDueDate: z.string().optional(),
  }),
  payment_link: z.object({ ...bookingBase, phone: z.string() }),
  payment_confirmed: z.object({
    ...bookingBase,
    receipt: z.string().optional(),
    method: z.string(),
    /** The ledger's receipt number, and what is left to pay (in the booking's currency) by when. */
    receiptNo: z.number().int().positive().optional(),
    balance: z.object({ amount: z.number().nonnegative(), currency: z.string().length(3), dueDate: z.string() }).optional(),
  }),
  /** The balance of a booking is due soon (or overdue): 14, 7 and 2 days before, each once. */
  balance_reminder: z.object({ ...bookingBase, balance: z.number().positive(), balanceCurrency: z.string().length(3), dueDate: z.string(), daysLeft: z.number().int() }),
  /** Staff recorded a refund. */
  refund_recorded: z.object({ ...bookingBase, refund: z.number().positive(), refundCurrency: z.string().length(3), method: z.string(), receiptNo: z.number().int().positive() }),
  // Staff bookings (the console's Manage Bookings).
  /** Staff entered the booking (previousStatus null) or changed its status. */
  booking_status_changed: z.object({
    ...bookingBase,
    status: z.enum(['pending', 'confirmed', 'canceled']),
    previousStatus: z.enum(['pending', 'confirmed', 'canceled']).nullable(),
    /** Canceled after it was paid: the money is owed back. */
    refundOwed: z.boolean(),
  }),
  // Departure operations (the console's departures).
  /** Staff cancelled the departure the booking was on: the booking is cancelled with it. */
  departure_cancelled: z.object({ ...bookingBase, refundOwed: z.boolean() }),
  /** Staff moved the booking to another departure of the same tour (`date` is the new one). */
  booking_moved: z.object({
    ...bookingBase,
    previousDate: z.string(),
    /** A booking on request (no departure) whose date staff changed: no departure, no pick-up. */
    onRequest: z.boolean().optional(),
    pickup: z.string(),
    pickupTime: z.string(),
    /** The total before, when the move changed it (`amount` is the new one). */
    previousAmount: z.number().nonnegative().optional(),
    /** What is left to pay (in the booking's currency) by when. */
    balance: z.object({ amount: z.number().nonnegative(), currency: z.string().length(3), dueDate: z.string() }).optional(),
  }),
  /** The travellers' details of some seats are missing, two weeks before travel (once). */
  travellers_reminder: z.object({ ...bookingBase, missing: z.number().int().positive(), seats: z.number().int().positive() }),
  /** The trip has ended: asks the traveller for a review (2 days after travel, once; or sent by staff). */
  review_request: z.object({ bookingId: z.uuid(), bookingKey: z.string().optional(), reference: z.string(), tourName: z.string(), date: z.string(), name: z.string() }),
  /** Seats freed on a full departure are offered to a waitlisted party: held for them until `expiresAt`. */
  waitlist_offer: z.object({
    name: z.string(),
    tourName: z.string(),
    /** The departure's date, YYYY-MM-DD. */
    date: z.string(),
    party: z.number().int().positive(),
    /** Path of the booking form with the departure and the offer's token (shared/src/waitlist.ts). */
    offerPath: z.string().min(1),
    /** When the held seats go back, ISO 8601. */
    expiresAt: z.string(),
    holdMinutes: z.number().positive(),
  }),
  proposal_received: z.object({
    name: z.string(),
    destination: z.string(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    adults: z.number().int().optional(),
    children: z.number().int().optional(),
  }),
  contact_received: z.object({ name: z.string(), subject: z.string(), message: z.string() }),
  password_reset: z.object({
    name: z.string(),
    /** Absolute, or a path of the site ('/reset-password?token=…'). */
    resetUrl: z.string().min(1),
    expiresInMinutes: z.number().int().positive(),
  }),
  newsletter_welcome: z.object({
    name: z.string(),
    /** Path of the site that unsubscribes this address ('/unsubscribe?token=…'). */
    unsubscribePath: z.string().min(1),
  }),
  email_verification: z.object({
    name: z.string(),
    /** Absolute, or a path of the site ('/verify-email?token=…'). */
    verifyUrl: z.string().min(1),
    expiresInHours: z.number().int().positive(),
  }),
  /** To the old address, when an account's e-mail address was changed. */
  email_changed: z.object({ name: z.string(), newEmail: z.string() }),
  /** To an account's address, when somebody tried to sign up with it (the sign-up answer is the same as for a new address). */
  signup_attempt: z.object({ name: z.string() }),
  // Staff console: enquiries inbox (a reply written by staff).
  inbox_reply: z.object({
    name: z.string(),
    /** Written by staff. */
    subject: z.string().min(1),
    message: z.string().min(1),
    /** What the traveller wrote, quoted below the reply ('Your message', 'Your request', …). */
    quote: z.object({ label: z.string(), text: z.string() }).optional(),
  }),
  /** A staff reply in a chat, e-mailed to a traveller who gave an address and had left the site. */
  chat_reply: z.object({
    name: z.string(),
    /** The planner's first name. */
    by: z.string(),
    message: z.string().min(1),
    /** Path of the site that reopens the conversation ('/?chat=…'). */
    chatPath: z.string().min(1),
  }),
  /** Live alerts a member of staff asked to receive by e-mail (as they happen or an hourly digest). */
  staff_alert: z.object({
    name: z.string(),
    mode: z.enum(['instant', 'hourly']),
    /** The alerts, oldest first: kind, when (ISO 8601) and the event's summary. */
    events: z
      .array(z.object({ kind: z.string(), at: z.string(), name: z.string().optional(), reference: z.string().optional(), tour: z.string().optional(), amount: z.string().optional(), currency: z.string().optional(), preview: z.string().optional() }))
      .min(1),
    /** Alerts left out of this e-mail (the console lists them all). */
    more: z.number().int().nonnegative(),
  }),
} as const;

export type NotificationKind = keyof typeof notificationPayloads;
export const NOTIFICATION_KINDS = Object.keys(notificationPayloads) as NotificationKind[];
export type NotificationPayload<K extends NotificationKind> = z.infer<(typeof notificationPayloads)[K]>;

/** An e-mail checked and ready to queue: its subject rendered, its payload as JSON. */
export interface QueuedMail {
  kind: NotificationKind;
  recipient: string;
  subject: string;
  payload: string;
}

/** Queues e-mails in the outbox; the notifications worker sends them. */
export interface Outbox {
  /** Queues a templated e-mail (its payload is checked now and again when it is rendered); returns its id. */
  queue<K extends NotificationKind>(kind: K, recipient: string, payload: NotificationPayload<K>): Promise<string>;
  /** The same, as a statement to run together with the change it reports (Store.runTogether). */
  queueStatement<K extends NotificationKind>(kind: K, recipient: string, payload: NotificationPayload<K>): Statement;
  /** The same e-mail as data, for a statement that queues many (the booking form's group commit). */
  prepare<K extends NotificationKind>(kind: K, recipient: string, payload: NotificationPayload<K>): QueuedMail;
  /** The statement that queues a prepared e-mail (`queueStatement` is `statementOf(prepare(…))`). */
  statementOf(mail: QueuedMail): Statement;
}

/**
 * The outbox on a given connection: called with a transaction client, the e-mail is queued in that
 * transaction and exists exactly when the change it reports was committed.
 */
export interface NotificationsPort {
  outbox(db: Queryable): Outbox;
}
