/**
 * Signing in for end-to-end tests without the screens: a fresh traveller signs up through the API
 * (the form, then the e-mailed link, its token read from the outbox) and its session is put where
 * the PWA keeps it (localStorage 'token' and 'user'), exactly as a real sign-in would leave it.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import pg from 'pg';
import { authSessionSchema, type AuthSession } from '@safari/shared/auth';

export interface TestAccount extends AuthSession {
  password: string;
}

/** The token of the newest verification link queued for this address (the outbox keeps the e-mail's payload). */
export async function verificationToken(email: string): Promise<string> {
  const client = new pg.Client(process.env.E2E_DATABASE_URL);
  await client.connect();
  try {
    const { rows } = await client.query<{ payload: { verifyUrl?: string } }>(
      `select payload from notifications where kind = 'email_verification' and recipient = $1 order by created_at desc limit 1`,
      [email],
    );
    const token = new URL(rows[0]?.payload.verifyUrl ?? '/', 'https://x.example').searchParams.get('token');
    if (!token) throw new Error(`no verification link was queued for ${email}`);
    return token;
  } finally {
    await client.end();
  }
}

/** Signs a new traveller up through `POST /api/auth/register` and the e-mailed link (`POST /api/auth/verify-email`). */
export async function registerUser(request: APIRequestContext, name = 'Test Traveller'): Promise<TestAccount> {
  const password = `e2e-${randomUUID()}`;
  const email = `traveller-${randomUUID()}@e2e.test`;
  const response = await request.post('/api/auth/register', { data: { name, email, password } });
  if (response.status() !== 202) throw new Error(`registration failed with ${response.status()}: ${await response.text()}`);
  const verified = await request.post('/api/auth/verify-email', { data: { token: await verificationToken(email) } });
  if (verified.status() !== 200) throw new Error(`the sign-up link failed with ${verified.status()}: ${await verified.text()}`);
  return { ...authSessionSchema.parse(((await verified.json()) as { session?: unknown }).session), password };
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
