/**
 * The contact form's values and checks. The shared zod schema (loaded on first use, so it does not
 * weigh on the page's first paint) gives the spec's messages per field.
 */
import type { ContactEnquiry } from '@safari/shared/enquiry';
import { errorsFrom, zodCheck, type CheckResult } from '../../../components/form/use-form';

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
  /** Hidden from people; a bot that fills it gets a success answer and nothing is stored. */
  honeypot: string;
}

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Spec section 8 (exact, typographic apostrophe). */
export const CONTACT_SUCCESS = 'Thanks! Your message has been sent. We’ll be in touch shortly.';
export const CONTACT_FAILURE = 'Something went wrong. Please try again.';

export const EMPTY_CONTACT: ContactFormValues = { name: '', email: '', subject: '', message: '', consent: false, honeypot: '' };

/** Keeps the first message per known field (the API's `fields` use the same names). */
export const contactErrorsFrom = (entries: Iterable<readonly [string, string]>): ContactErrors => errorsFrom(CONTACT_FIELDS, entries);

const loadSchema = () => import('@safari/shared/enquiry').then((module) => module.contactEnquirySchema);

export function preloadContactSchema(): void {
  void loadSchema();
}

/** Checks the form with the shared schema (text is trimmed, the e-mail lowercased). */
export const checkContact: (values: ContactFormValues) => Promise<CheckResult<ContactEnquiry, ContactField>> = zodCheck(
  CONTACT_FIELDS,
  loadSchema,
  (values: ContactFormValues) => ({ channel: 'contact', ...values, honeypot: values.honeypot || undefined }),
);
