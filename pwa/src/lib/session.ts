/**
 * The signed-in session of this browser: the bearer token under localStorage 'token' (which the API
 * client sends) and the user under 'user'. Every tab sees the same session: a sign-out in one tab
 * signs out the others. A token past its expiry counts as signed out.
 */
import type { SessionUser } from '@safari/shared/auth';
import { ROLES } from '@safari/shared/enums';
import { useSyncExternalStore } from 'react';
import { TOKEN_KEY, USER_KEY } from './storage-keys';


export interface Session {
  token: string;
  user: SessionUser;
}

const listeners = new Set<() => void>();
let snapshot: { token: string | null; user: string | null; session: Session | null } = { token: null, user: null, session: null };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): act signed out.
    return null;
  }
}

function parseUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name, email, role, avatar } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
    if (!ROLES.some((known) => known === role)) return null;
    return { id, name, email, role: role as SessionUser['role'], avatar: typeof avatar === 'string' ? avatar : '' };
  } catch {
    return null;
  }
}

/** Whether a JWT's `exp` has passed. A token that cannot be read is left for the server to judge. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}

/** The current session, or null when signed out (the same object while nothing changed). */
export function getSession(): Session | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const user = store?.getItem(USER_KEY) ?? null;
  if (token !== snapshot.token || user !== snapshot.user) {
    const parsed = user === null ? null : parseUser(user);
    snapshot = { token, user, session: token && parsed ? { token, user: parsed } : null };
  }
  const { session } = snapshot;
  return session && !isTokenExpired(session.token) ? session : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Keeps a new session (after sign-in or sign-up). */
export function setSession(session: Session): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, session.token);
  store?.setItem(USER_KEY, JSON.stringify(session.user));
  notify();
}

/** Ends the session in this browser (every tab). */
export function signOut(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session, re-rendering when it changes here or in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** Where a 'sign in' link goes: the sign-in page, coming back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
