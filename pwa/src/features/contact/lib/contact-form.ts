/**
 * The contact form's values and checks. The shared zod schema (loaded on first use, so it does not
 * weigh on the page's first paint) gives the spec's messages per field.
 */
import type { ContactEnquiry } from '@safari/shared/enquiry';

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

const isField = (key: string): key is ContactField => (CONTACT_FIELDS as readonly string[]).includes(key);

/** Keeps the first message per known field (the API's `fields` use the same names). */
export function contactErrorsFrom(entries: Iterable<[string, string]>): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, message] of entries) if (isField(key)) errors[key] ??= message;
  return errors;
}

const loadSchema = () => import('@safari/shared/enquiry').then((module) => module.contactEnquirySchema);

export function preloadContactSchema(): void {
  void loadSchema();
}

export type ContactCheck = { ok: true; enquiry: ContactEnquiry } | { ok: false; errors: ContactErrors };

/** Checks the form with the shared schema (text is trimmed, the e-mail lowercased). */
export async function checkContact(values: ContactFormValues): Promise<ContactCheck> {
  const schema = await loadSchema();
  const result = schema.safeParse({ channel: 'contact', ...values, honeypot: values.honeypot || undefined });
  if (result.success) return { ok: true, enquiry: result.data };
  return { ok: false, errors: contactErrorsFrom(result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message])) };
}
