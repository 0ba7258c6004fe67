import type { NewsletterSignup, UnsubscribeResult } from '@safari/shared/newsletter';
import type { SubmitResult } from '../../../offline/submit';
import { queryOptions } from '@tanstack/react-query';

// The HTTP client (and its config parsing) loads on the first submit, not with the footer.
const loadApi = () => import('../../../lib/api-client').then((module) => module.api);

/**
 * Puts a validated name and e-mail on the newsletter list through the outbox: sent now when online,
 * otherwise saved on the phone and sent when the connection returns (see offline/submit.ts).
 * Rejects only when the sign-up could not even be saved.
 */
export async function subscribe(signup: NewsletterSignup): Promise<SubmitResult> {
  const { submit } = await import('../../../offline/submit');
  return submit({ kind: 'newsletter', path: 'newsletter', body: signup, label: 'Newsletter sign-up', summary: signup.email });
}

/** Uses the token of an unsubscribe link; a 400 or 404 means the link is not valid. */
export async function unsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeResult> {
  const api = await loadApi();
  return api.post('newsletter/unsubscribe', { json: { token }, signal }).json<UnsubscribeResult>();
}

/**
 * The unsubscribe of one link as a query: it runs once per token and is safe to repeat (the API
 * keeps the first date), which is what a page opened from an e-mail needs.
 */
export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['newsletter', 'unsubscribe', token] as const,
    queryFn: ({ signal }) => unsubscribe(token, signal),
    staleTime: Infinity,
    retry: false,
  });
}
