/** Data access for enquiries (contact and chat messages): the only place that knows their table. */
import type { EnquiryChannel } from '@safari/shared/enquiry';
import type { Queryable } from '../../lib/db';

export interface NewEnquiry {
  channel: EnquiryChannel;
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
  /** Channel-specific extras (chat: the page and the conversation id). */
  meta: Record<string, string>;
}

export interface StoredEnquiry {
  id: string;
  /** ISO 8601 with the server's time zone offset. */
  receivedAt: string;
}

export interface EnquiriesRepo {
  insert(enquiry: NewEnquiry): Promise<StoredEnquiry>;
}

export function createEnquiriesRepo(db: Queryable): EnquiriesRepo {
  return {
    async insert(enquiry) {
      const { rows } = await db.query<{ id: string; received_at: string }>(
        `insert into enquiries (channel, name, email, subject, message, consent, meta)
         values ($1, $2, $3, $4, $5, $6, $7)
         returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at`,
        [enquiry.channel, enquiry.name, enquiry.email, enquiry.subject, enquiry.message, enquiry.consent, JSON.stringify(enquiry.meta)],
      );
      const row = rows[0];
      if (!row) throw new Error('enquiry insert returned no row');
      return { id: row.id, receivedAt: row.received_at };
    },
  };
}
