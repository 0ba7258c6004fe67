import { z } from 'zod';
import { conversationSchema } from './chat';
import { EMAIL_MAX, SIMPLE_EMAIL_PATTERN } from './newsletter';

/** Channels a visitor can write to us through (quick bookings have their own route). */
export const ENQUIRY_CHANNELS = ['chat', 'contact'] as const;
export type EnquiryChannel = (typeof ENQUIRY_CHANNELS)[number];

export const CHAT_MESSAGE_MAX = 2_000;
export const CONTACT_MESSAGE_MAX = 5_000;
export const ENQUIRY_NAME_MAX = 200;
export const ENQUIRY_SUBJECT_MAX = 200;
/** A page path the chat was used on, e.g. '/tours/masai-mara-classic'. */
export const ENQUIRY_PAGE_MAX = 500;

/** Contact form messages (spec, exact). */
export const CONTACT_MESSAGES = {
  name: 'Name is required.',
  email: 'Valid email required.',
  subject: 'Subject is required.',
  message: 'Message is required.',
  consent: 'Please consent so we can contact you.',
} as const;

const CHAT_MESSAGE_REQUIRED = 'Please type a message.';
const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const email = z
  .string({ error: CONTACT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, CONTACT_MESSAGES.email)
  .regex(SIMPLE_EMAIL_PATTERN, CONTACT_MESSAGES.email);

/** An optional e-mail: absent, empty, or valid. */
const optionalEmail = z
  .string({ error: CONTACT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, CONTACT_MESSAGES.email)
  .refine((value) => value === '' || SIMPLE_EMAIL_PATTERN.test(value), CONTACT_MESSAGES.email)
  .optional();

/** A message typed into the chat widget; the visitor may leave a name and e-mail for a reply. */
export const chatEnquirySchema = z.object({
  channel: z.literal('chat'),
  message: requiredText(CHAT_MESSAGE_REQUIRED, CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
  name: z.string().trim().max(ENQUIRY_NAME_MAX, `Please keep your name under ${ENQUIRY_NAME_MAX} characters.`).optional(),
  email: optionalEmail,
  /** The path of the page the chat was opened on. */
  page: z.string().trim().max(ENQUIRY_PAGE_MAX).optional(),
  /** Client-generated id that groups the messages of one chat for staff (before threads; kept for queued messages). */
  conversationId: z.uuid('Invalid conversation id.').optional(),
  /** The thread this message continues: the `conversation` the first message's answer gave. */
  conversation: conversationSchema.optional(),
});
export type ChatEnquiry = z.infer<typeof chatEnquirySchema>;

/**
 * The contact form. `honeypot` is a field hidden from people: when a bot fills it, the API answers
 * as if the message was received but stores nothing.
 */
export const contactEnquirySchema = z.object({
  channel: z.literal('contact'),
  name: requiredText(CONTACT_MESSAGES.name, ENQUIRY_NAME_MAX, `Please keep your name under ${ENQUIRY_NAME_MAX} characters.`),
  email,
  subject: requiredText(CONTACT_MESSAGES.subject, ENQUIRY_SUBJECT_MAX, `Please keep the subject under ${ENQUIRY_SUBJECT_MAX} characters.`),
  message: requiredText(CONTACT_MESSAGES.message, CONTACT_MESSAGE_MAX, `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  consent: z.literal(true, { error: CONTACT_MESSAGES.consent }),
  honeypot: z.string().max(1_000).optional(),
});
export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;

/** Body of `POST /api/enquiries`: a chat message or a contact message, told apart by `channel`. */
export const enquirySchema = z.discriminatedUnion('channel', [chatEnquirySchema, contactEnquirySchema], {
  error: 'Choose a channel: chat or contact.',
});
export type EnquiryRequest = z.infer<typeof enquirySchema>;

/** True when a bot filled the hidden honeypot field of the contact form. */
export function isHoneypotFilled(enquiry: EnquiryRequest): boolean {
  return enquiry.channel === 'contact' && (enquiry.honeypot ?? '').trim() !== '';
}

/** Answer of `POST /api/enquiries`. */
export const enquiryReceiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime({ offset: true }),
  /** Chat: the conversation the message is in (the device keeps it to read the thread and write into it). */
  conversation: conversationSchema.optional(),
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;
