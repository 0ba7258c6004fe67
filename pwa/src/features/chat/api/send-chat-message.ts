import type { ChatEnquiry } from '@safari/shared/enquiry';
import type { SubmitResult } from '../../../offline/submit';

/** Validates a chat message with the shared schema; the field messages when it is not valid. */
export async function checkChatMessage(input: unknown): Promise<{ ok: true; data: ChatEnquiry } | { ok: false; fields: Record<string, string> }> {
  // zod loads with the first message (and is warmed up when the panel opens), not with every page.
  const { chatEnquirySchema } = await import('@safari/shared/enquiry');
  const result = chatEnquirySchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'message')] ??= issue.message;
  return { ok: false, fields };
}

/** Warms up the schema and the outbox so the first message goes out without a wait. */
export function preloadChatModules(): void {
  void import('@safari/shared/enquiry');
  void import('../../../offline/submit');
}

/**
 * Stores a visitor's chat message for the staff inbox (`POST /api/enquiries`, channel 'chat')
 * through the outbox: sent now when online, otherwise kept on the phone and sent when the
 * connection returns. Rejects only when the message could not even be saved.
 */
export async function sendChatMessage(enquiry: ChatEnquiry): Promise<SubmitResult> {
  const { submit } = await import('../../../offline/submit');
  return submit({ kind: 'chat', path: 'enquiries', body: enquiry, label: 'Chat message', summary: enquiry.message.slice(0, 120) });
}
