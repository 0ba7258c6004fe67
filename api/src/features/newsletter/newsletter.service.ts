import {
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  type NewsletterSignup,
  type NewsletterSubscription,
  type UnsubscribeResult,
} from '@safari/shared/newsletter';
import type { Store } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo } from '../../lib/idempotency.repo';
import type { Outbox } from '../../lib/outbox';
import type { NewsletterRepo } from './newsletter.repo';

export interface NewsletterService {
  /**
   * Puts the address on the list (once) and queues a welcome e-mail with its unsubscribe link. With
   * an idempotency key (the PWA's outbox), a replay answers the first answer again.
   */
  subscribe(input: NewsletterSignup, context?: { idempotencyKey?: string }): Promise<StoredResponse<NewsletterSubscription>>;
  /** Takes the subscriber of an unsubscribe token off the list; NotFoundError for an unknown token. */
  unsubscribe(token: string): Promise<UnsubscribeResult>;
}

/** The PWA page that confirms an unsubscribe; the mailer puts the site's public address in front. */
export function unsubscribePath(token: string): string {
  return `/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Kind of the welcome e-mail's outbox row. */
export const WELCOME_KIND = 'newsletter_welcome' as const;

/** What a sign-up writes in one transaction: the subscriber, the welcome e-mail and the idempotency key. */
export interface NewsletterStore {
  subscribers: NewsletterRepo;
  outbox: Outbox;
  idempotency: IdempotencyRepo;
}

export function createNewsletterService(deps: { store: Store<NewsletterStore> }): NewsletterService {
  const { store } = deps;
  return {
    async subscribe(input, context = {}) {
      return runIdempotent(store, { key: context.idempotencyKey, scope: 'POST /api/newsletter', body: input }, async (tx) => {
        const subscriber = await tx.subscribers.upsertSubscriber(input);
        // A repeated sign-up of an active subscriber sends nothing: the form must not become a way
        // to flood somebody's inbox.
        if (subscriber.created || subscriber.resubscribed) {
          await tx.outbox.queue(WELCOME_KIND, subscriber.email, {
            name: subscriber.name,
            unsubscribePath: unsubscribePath(subscriber.unsubscribeToken),
          });
        }
        // The same answer whether or not the address was already on the list.
        const body: NewsletterSubscription = { email: subscriber.email, name: subscriber.name, subscribed: true };
        return { status: 200, body };
      });
    },
    async unsubscribe(token) {
      const found = await store.repos.subscribers.unsubscribeByToken(token);
      if (!found) throw new NotFoundError('This unsubscribe link is not valid or has expired.');
      return { unsubscribed: true, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
    },
  };
}
