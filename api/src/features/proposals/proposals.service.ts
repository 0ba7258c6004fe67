import type { ProposalReceipt, ProposalRequest } from '@safari/shared/proposal';
import type { Store } from '../../lib/db';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo } from '../../lib/idempotency.repo';
import type { Outbox } from '../../lib/outbox';
import type { ProposalsRepo } from './proposals.repo';

export interface ProposalsService {
  /**
   * Stores a custom-itinerary request for staff and queues the 'we received your request' e-mail,
   * in one transaction. Once per idempotency key (the PWA's outbox replays): a replay answers the
   * first answer again.
   */
  receive(proposal: ProposalRequest, context?: { idempotencyKey?: string }): Promise<StoredResponse<ProposalReceipt>>;
}

/** What a request writes in one transaction: the request, the traveller's copy and the idempotency key. */
export interface ProposalsStore {
  proposals: ProposalsRepo;
  outbox: Outbox;
  idempotency: IdempotencyRepo;
}

export function createProposalsService(deps: { store: Store<ProposalsStore> }): ProposalsService {
  const { store } = deps;
  return {
    receive: (proposal, context = {}) =>
      runIdempotent(store, { key: context.idempotencyKey, scope: 'POST /api/proposals', body: proposal }, async (tx) => {
        const receipt = await tx.proposals.insert(proposal);
        await tx.outbox.queue('proposal_received', proposal.contact.email, {
          name: proposal.contact.name,
          destination: proposal.trip.destination,
          startDate: proposal.trip.startDate,
          endDate: proposal.trip.endDate,
          adults: proposal.party.adults,
          children: proposal.party.children,
        });
        return { status: 201, body: receipt };
      }),
  };
}
