/**
 * The signed-in traveller's own details, to fill in the booking form: online-only, TanStack Query
 * over the ky client with the bearer token (the client and schema load beside the request).
 */
import type { AccountProfile } from '@safari/shared/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

export async function getTraveller(signal?: AbortSignal): Promise<AccountProfile> {
  const { getJson } = await import('../../../lib/api-client');
  return getJson('users/me/profile', () => import('@safari/shared/account').then((module) => module.accountProfileSchema), { signal });
}

/**
 * The same key as My Trips' profile (the same `GET /api/users/me/profile` answer), so either screen
 * finds the other's copy; keyed by the account, so a shared phone never shows another traveller's.
 */
export function travellerQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['account', userId, 'profile'] as const, queryFn: ({ signal }) => getTraveller(signal), retry: false });
}

/**
 * Who is booking, when signed in: the name and e-mail of the session at once, the phone (and the
 * current name) once the profile has answered. Null for a visitor.
 */
export function useTraveller(): { name: string; email: string; phone?: string } | null {
  const session = useSession();
  const userId = session?.user.id ?? '';
  const profile = useQuery({ ...travellerQueryOptions(userId), enabled: session !== null }).data;
  if (!session) return null;
  if (profile && profile.id === session.user.id) return { name: profile.name, email: profile.email, phone: profile.phone };
  return { name: session.user.name, email: session.user.email };
}
