import { z } from 'zod';
import { NEWSLETTER_NAME_MIN } from './constants';

/**
 * The spec's simple e-mail pattern: non-space text, @, text, a dot, text (checked in lowercase).
 * Written so that it runs in linear time: the domain's first character, then no dot until the
 * first dot after it, then the rest. The same addresses as `[^\s@]+@[^\s@]+\.[^\s@]+`, which
 * backtracks quadratically on a long run of dots (80 000 of them froze the API for 12.8 s).
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Longest e-mail address a mail system accepts (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
export const NEWSLETTER_NAME_MAX = 200;

/** Confirmation of an unsubscribe link. */
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed.';

const NAME_MESSAGE = `Please enter your name (at least ${NEWSLETTER_NAME_MIN} characters).`;
const EMAIL_MESSAGE = 'Please enter a valid email address.';

/** Newsletter sign-up: a trimmed name of at least 2 characters and a simple e-mail, stored in lowercase. */
export const newsletterSchema = z.object({
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(NEWSLETTER_NAME_MIN, NAME_MESSAGE)
    .max(NEWSLETTER_NAME_MAX, `Please keep your name under ${NEWSLETTER_NAME_MAX} characters.`),
  email: z.string({ error: EMAIL_MESSAGE }).trim().toLowerCase().max(EMAIL_MAX, EMAIL_MESSAGE).regex(SIMPLE_EMAIL_PATTERN, EMAIL_MESSAGE),
});
export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/**
 * Answer of a sign-up. The same for a new address and for one already on the list, so the answer
 * never tells whether somebody is subscribed.
 */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  name: z.string(),
  subscribed: z.literal(true),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** The secret token of an unsubscribe link (sent to the subscriber by e-mail, never by the API). */
export const unsubscribeTokenSchema = z
  .string({ error: 'The unsubscribe link is missing its token.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, 'This unsubscribe link is not valid.');

/** Query of `GET /api/newsletter/unsubscribe` and body of `POST /api/newsletter/unsubscribe`. */
export const unsubscribeRequestSchema = z.object({ token: unsubscribeTokenSchema });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** Answer of an unsubscribe: also given when the address had already left the list. */
export const unsubscribeResultSchema = z.object({
  unsubscribed: z.literal(true),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
