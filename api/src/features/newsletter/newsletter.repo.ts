/** Data access for the newsletter list: the only place that knows its table. */
import type { Queryable } from '../../lib/db';

export interface UpsertedSubscriber {
  id: string;
  email: string;
  name: string;
  unsubscribeToken: string;
  /** True when the address was not on the list before. */
  created: boolean;
  /** True when the address had unsubscribed and signed up again. */
  resubscribed: boolean;
}

export interface NewsletterRepo {
  /**
   * Adds the address, or for an address already on the list (compared case-insensitively) updates
   * the name and clears an earlier unsubscribe. One row per address, also under concurrent sign-ups.
   */
  upsertSubscriber(input: { email: string; name: string }): Promise<UpsertedSubscriber>;
  /** Marks the subscriber of this token as unsubscribed (keeping the first date); false for an unknown token. */
  unsubscribeByToken(token: string): Promise<boolean>;
}

interface UpsertRow {
  id: string;
  email: string;
  name: string;
  unsubscribe_token: string;
  created: boolean;
  resubscribed: boolean;
}

export function createNewsletterRepo(db: Queryable): NewsletterRepo {
  return {
    async upsertSubscriber({ email, name }) {
      // xmax = 0 only on a freshly inserted row; `previous` is the row as it was before this statement.
      const { rows } = await db.query<UpsertRow>(
        `with previous as (
           select unsubscribed_at from newsletter_subscribers where lower(email) = lower($1)
         )
         insert into newsletter_subscribers (email, name) values ($1, $2)
         on conflict ((lower(email))) do update set name = excluded.name, unsubscribed_at = null
         returning id, email, name, unsubscribe_token,
                   (xmax = 0) as created,
                   exists (select 1 from previous where unsubscribed_at is not null) as resubscribed`,
        [email, name],
      );
      const row = rows[0];
      if (!row) throw new Error('newsletter upsert returned no row');
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        unsubscribeToken: row.unsubscribe_token,
        created: row.created,
        resubscribed: row.resubscribed,
      };
    },
    async unsubscribeByToken(token) {
      const { rowCount } = await db.query(
        `update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
         where unsubscribe_token = $1`,
        [token],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
