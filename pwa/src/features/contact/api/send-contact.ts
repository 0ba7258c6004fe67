import type { ContactEnquiry } from '@safari/shared/enquiry';
import type { SubmitResult } from '../../../offline/submit';

/**
 * Sends a contact message to the staff inbox (`POST /api/enquiries`, channel 'contact') through the
 * outbox: sent now when online, otherwise kept on the phone and sent when the connection returns.
 * Rejects only when the message could not even be saved.
 */
export async function sendContactMessage(enquiry: ContactEnquiry): Promise<SubmitResult> {
  const { submit } = await import('../../../offline/submit');
  return submit({ kind: 'contact', path: 'enquiries', body: enquiry, label: 'Contact message', summary: enquiry.subject });
}
