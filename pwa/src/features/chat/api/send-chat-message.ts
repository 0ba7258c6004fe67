import type { ChatEnquiry, EnquiryReceipt } from '@safari/shared/enquiry';

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

/** Warms up the schema and the HTTP client so the first message goes out without a wait. */
export function preloadChatModules(): void {
  void import('@safari/shared/enquiry');
  void import('../../../lib/api-client');
}

/** Stores a visitor's chat message for the staff inbox (`POST /api/enquiries`, channel 'chat'). */
export async function sendChatMessage(enquiry: ChatEnquiry): Promise<EnquiryReceipt> {
  const { api } = await import('../../../lib/api-client');
  return api.post('enquiries', { json: enquiry }).json<EnquiryReceipt>();
}
