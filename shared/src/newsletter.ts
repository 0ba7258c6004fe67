import { z } from 'zod';
import { NEWSLETTER_NAME_MIN } from './constants';

/** The spec's simple e-mail pattern: non-space text, @, text, a dot, text (checked in lowercase). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter sign-up: a trimmed name of at least 2 characters and a simple e-mail, stored in lowercase. */
export const newsletterSchema = z.object({
  name: z.string().trim().min(NEWSLETTER_NAME_MIN),
  email: z.string().trim().toLowerCase().regex(SIMPLE_EMAIL_PATTERN),
});
export type NewsletterSignup = z.infer<typeof newsletterSchema>;
