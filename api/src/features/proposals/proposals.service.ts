import type pg from 'pg';
import type { ProposalReceipt, ProposalRequest } from '@safari/shared/proposal';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import { queueNotification } from '../notifications/notifications.repo';
import { createProposalsRepo } from './proposals.repo';

export interface ProposalsService {
  /**
   * Stores a custom-itinerary request for staff and queues the 'we received your request' e-mail,
   * in one transaction. Once per idempotency key (the PWA's outbox replays): a replay answers the
   * first answer again.
   */
  receive(proposal: ProposalRequest, context?: { idempotencyKey?: string }): Promise<StoredResponse<ProposalReceipt>>;
}

export function createProposalsService(deps: { pool: pg.Pool }): ProposalsService {
  const { pool } = deps;
  return {
    receive: (proposal, context = {}) =>
      runIdempotent<ProposalReceipt>(pool, { key: context.idempotencyKey, scope: 'POST /api/proposals', body: proposal }, async (client) => {
        const receipt = await createProposalsRepo(client).insert(proposal);
        await queueNotification(client, {
          kind: 'proposal_received',
          recipient: proposal.contact.email,
          payload: {
            name: proposal.contact.name,
            destination: proposal.trip.destination,
            startDate: proposal.trip.startDate,
            endDate: proposal.trip.endDate,
            adults: proposal.party.adults,
            children: proposal.party.children,
          },
        });
        return { status: 201, body: receipt };
      }),
  };
}
