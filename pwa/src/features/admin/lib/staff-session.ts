import type { SessionUser } from '@safari/shared/auth';
import { isStaffRole, staffHomeSection, type StaffSection } from '@safari/shared/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSession, signOut, useSession, type Session } from '../../../lib/session';
import { RequestFailedError } from '../../../lib/api-errors';
import { meQuery } from '../api/admin-api';

/** The console's URL of a section. */
export function sectionPath(section: StaffSection): string {
  return section === 'overview' ? '/admin' : `/admin/${section}`;
}

/** Where a staff member goes after signing in: the page asked for, if it is a console page, else their first section. */
export function afterSignIn(next: string | null, user: SessionUser): string {
  const home = staffHomeSection(user.role);
  const fallback = home ? sectionPath(home) : '/admin';
  return next && /^\/admin(\/|\?|$)/.test(next) && !next.startsWith('/admin/login') ? next : fallback;
}

export function loginPath(next?: string): string {
  return next && next !== '/admin' ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login';
}

let loggedOut = false;

/** Whether this tab signed out on purpose (then the sign-in page does not offer to return anywhere). */
export function wasLoggedOut(): boolean {
  return loggedOut;
}

export function markSignedIn(): void {
  loggedOut = false;
}

/** Signs out (storage, so the API client sends no token any more), forgets staff data, goes to the sign-in page. */
export function useLogout(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    loggedOut = true;
    signOut();
    client.removeQueries({ queryKey: ['admin'] });
    void navigate('/admin/login', { replace: true });
  }, [client, navigate]);
}

/**
 * The staff session, checked with the server on every console visit (`GET /api/users/me`): a revoked,
 * expired or demoted account is signed out to `/admin/login`; a renamed one is updated.
 */
export function useStaffSession(): Session | null {
  const session = useSession();
  const logout = useLogout();
  const me = useQuery({ ...meQuery(session?.token ?? ''), enabled: session !== null && isStaffRole(session.user.role) });

  useEffect(() => {
    if (!session) return;
    if (me.error instanceof RequestFailedError && (me.error.status === 401 || me.error.status === 403)) logout();
    else if (me.data) {
      if (!isStaffRole(me.data.role)) logout();
      else if (JSON.stringify(me.data) !== JSON.stringify(session.user)) setSession({ token: session.token, user: me.data });
    }
  }, [me.data, me.error, session, logout]);

  return session && isStaffRole(session.user.role) ? session : null;
}
