/**
 * Signing in for end-to-end tests, until the sign-in screen exists: a fresh traveller account is
 * registered through the API and its session is put where the PWA keeps it (localStorage 'token'
 * and 'user'), exactly as a real sign-in would leave it.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { authSessionSchema, type AuthSession } from '@safari/shared/auth';

export interface TestAccount extends AuthSession {
  password: string;
}

/** Registers a new traveller through `POST /api/auth/register`. */
export async function registerUser(request: APIRequestContext, name = 'Test Traveller'): Promise<TestAccount> {
  const password = `e2e-${randomUUID()}`;
  const response = await request.post('/api/auth/register', {
    data: { name, email: `traveller-${randomUUID()}@e2e.test`, password },
  });
  if (response.status() !== 201) throw new Error(`registration failed with ${response.status()}: ${await response.text()}`);
  return { ...authSessionSchema.parse(await response.json()), password };
}

/** Puts a session into the page's storage; the next page load is signed in. */
export async function storeSession(page: Page, session: AuthSession): Promise<void> {
  // Any document of the site's origin gives access to its storage; a static file loads no app.
  await page.goto('/favicon.svg');
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/** Registers a fresh traveller and signs the page in as them. */
export async function signInAs(page: Page, request: APIRequestContext, name?: string): Promise<TestAccount> {
  const account = await registerUser(request, name);
  await storeSession(page, account);
  return account;
}
