/** Data access for proposal requests (custom itineraries): the only place that knows their table. */
import type { ProposalRequest } from '@safari/shared/proposal';
import type { Queryable } from '../../lib/db';

export interface StoredProposal {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

export interface ProposalsRepo {
  /** Stores the whole request (for staff) and the fields the inbox lists and searches by. */
  insert(proposal: ProposalRequest): Promise<StoredProposal>;
}

export function createProposalsRepo(db: Queryable): ProposalsRepo {
  return {
    async insert(proposal) {
      const { rows } = await db.query<{ id: string; received_at: string }>(
        `insert into proposals (payload, name, email, phone, destination, start_date, end_date, adults)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at`,
        [
          JSON.stringify(proposal),
          proposal.contact.name,
          proposal.contact.email,
          proposal.contact.phone,
          proposal.trip.destination,
          proposal.trip.startDate,
          proposal.trip.endDate,
          proposal.party.adults,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('proposal insert returned no row');
      return { id: row.id, receivedAt: row.received_at };
    },
  };
}
