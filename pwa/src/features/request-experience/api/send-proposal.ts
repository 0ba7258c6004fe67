import type { ProposalRequest } from '@safari/shared/proposal';
import type { SubmitResult } from '../../../offline/submit';

/**
 * Sends a custom-itinerary request (`POST /api/proposals`) through the outbox: sent now when
 * online, otherwise kept on the phone and sent when the connection returns. Rejects only when the
 * request could not even be saved.
 */
export async function sendProposal(request: ProposalRequest): Promise<SubmitResult> {
  const { submit } = await import('../../../offline/submit');
  return submit({
    kind: 'proposal',
    path: 'proposals',
    body: request,
    label: 'Custom safari request',
    summary: `${request.trip.destination} · ${request.trip.startDate} to ${request.trip.endDate}`,
  });
}
