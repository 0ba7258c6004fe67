// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, isTokenExpired, setSession, signInPath, signOut, useSession } from './session';

const user = { id: 'u1', name: 'Amina', email: 'amina@example.com', role: 'user' as const, avatar: '' };
const jwtWith = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
const future = () => jwtWith({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });

afterEach(() => {
  window.localStorage.clear();
});

describe('session', () => {
  it('when a session is set, then token and user are stored under token and user, and signOut removes both', () => {
    const token = future();
    setSession({ token, user });
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toEqual(user);
    expect(getSession()).toEqual({ token, user });
    signOut();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('when the stored user is unreadable or the token expired, then the visitor counts as signed out', () => {
    window.localStorage.setItem('token', future());
    window.localStorage.setItem('user', '{not json');
    expect(getSession()).toBeNull();
    window.localStorage.setItem('user', JSON.stringify({ ...user, role: 'superuser' }));
    expect(getSession()).toBeNull();
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('token', jwtWith({ exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(getSession()).toBeNull();
  });

  it('when the session changes, then useSession re-renders with it', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    const token = future();
    act(() => setSession({ token, user }));
    expect(result.current?.user.name).toBe('Amina');
    act(() => signOut());
    expect(result.current).toBeNull();
  });

  it('when another tab signs out, then this tab follows', () => {
    setSession({ token: future(), user });
    const { result } = renderHook(() => useSession());
    expect(result.current).not.toBeNull();
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(result.current).toBeNull();
  });
});

describe('isTokenExpired and signInPath', () => {
  it('when a token has no readable exp, then the server decides', () => {
    expect(isTokenExpired('opaque')).toBe(false);
    expect(isTokenExpired(jwtWith({ exp: 1 }))).toBe(true);
  });
  it('when a sign-in link is made, then it returns to the page', () => {
    expect(signInPath('/blog/what-to-pack')).toBe('/login?next=%2Fblog%2Fwhat-to-pack');
  });
});
