import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { registerUser, verificationToken } from '../support/auth';
import { test, expect } from '../support/fixtures';

const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@e2e.example.com`;

/** The path of the sign-up link e-mailed to this address. */
const verifyPath = async (email: string) => `/verify-email?token=${await verificationToken(email)}`;

/** The header's account entry: a link in the desktop header, in the menu on phones. */
async function openAccountEntry(page: Page, label: 'Sign In' | 'My Trips', isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: label }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: label }).click();
  }
}

/** Decodes the quoted-printable text of an .eml file (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The e-mail the outbox wrote for the newest notification of this kind to `recipient`. */
async function readMail(db: pg.Client, recipient: string, kind: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from notifications where recipient = $1 and kind = $2 order by created_at desc limit 1', [recipient, kind]);
  const id = rows[0]?.id;
  expect(id).toBeTruthy();
  const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const fileOf = () => (existsSync(mailDir) ? readdirSync(mailDir).find((file) => file.endsWith(`-${kind}-${id}.eml`)) : undefined);
  await expect.poll(fileOf, { timeout: 10_000 }).toBeTruthy();
  return decodeQuotedPrintable(readFileSync(path.join(mailDir, fileOf()!), 'utf8'));
}

test.describe('traveller accounts', () => {
  test('when a visitor signs up, signs out and signs in again, then the header and My Trips follow the session', async ({ page, isMobile }) => {
    // Sign-up, sign-out and two sign-ins in one flow: more than 30 s on a busy 2-core machine.
    test.slow();
    const email = newEmail('signup');
    await page.goto('/');
    await openAccountEntry(page, 'Sign In', isMobile);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();

    // The form says what is wrong before anything is sent.
    await page.getByRole('main').getByRole('textbox', { name: 'Full name' }).fill('Neema Otieno');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

    await page.getByLabel(/^Password/).fill('serengeti-dawn-7');
    await page.getByLabel('Confirm password').fill('serengeti-dawn-7');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The same answer for any address: the account is made by the e-mailed link.
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your E-mail' })).toBeVisible();
    await expect(page.getByText('Check your e-mail: we have sent you a link to finish signing up.', { exact: false })).toBeVisible();

    await page.goto(await verifyPath(email));
    await expect(page.getByText('Welcome! Your e-mail address is verified and your account is ready.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Trips' }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Jambo, Neema' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No trips yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);

    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('main').getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials!');

    await page.getByRole('main').getByLabel(/^Password/).fill('serengeti-dawn-7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Jambo, Neema' })).toBeVisible();
    await page.goto('/');
    await openAccountEntry(page, 'My Trips', isMobile);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });

  test('when a traveller forgets the password, then the e-mailed link sets a new one that signs in, once @phone-only', async ({ page, request, db }) => {
    const account = await registerUser(request, 'Baraka Mwangi');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(account.user.email.toUpperCase());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for that e-mail, we have sent it a link to choose a new password.')).toBeVisible();

    const mail = await readMail(db, account.user.email, 'password_reset');
    const link = /(https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link, 'an absolute reset link in the e-mail').toBeTruthy();
    const { pathname, search } = new URL(link!);

    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('mara-sunset-2026');
    await page.getByLabel('Confirm new password').fill('mara-sunset-2025');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('mara-sunset-2026');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(account.user.email);
    await page.getByRole('main').getByLabel(/^Password/).fill('mara-sunset-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jambo, Baraka' })).toBeVisible();

    // The same link a second time is refused.
    await page.goto(`${pathname}${search}`);
    await page.getByLabel(/^New password/).fill('another-pass-99');
    await page.getByLabel('Confirm new password').fill('another-pass-99');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Please ask for a new one.');
  });

  test('when the e-mailed verification link is opened, then earlier bookings of that e-mail appear in My Trips @phone-only', async ({ page, request, db }) => {
    const email = newEmail('verify');
    const { rows } = await db.query<{ id: string }>('select id from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1');
    const booked = await request.post('/api/bookings', {
      data: {
        tourId: rows[0]!.id,
        tourName: 'x',
        date: '2099-03-10',
        adults: 1,
        children: 0,
        contact: { name: 'Zawadi Kariuki', email, phone: '+254 712 345 678' },
        payment: { method: 'mpesa', payMode: 'later' },
        consent: true,
      },
    });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };

    await page.goto('/register');
    await page.getByRole('main').getByRole('textbox', { name: 'Full name' }).fill('Zawadi Kariuki');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('tsavo-red-elephants');
    await page.getByLabel('Confirm password').fill('tsavo-red-elephants');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your E-mail' })).toBeVisible();

    const mail = await readMail(db, email, 'email_verification');
    const link = /(https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    const { pathname, search } = new URL(link!);
    await page.goto(`${pathname}${search}`);
    await expect(page.getByText('One earlier booking made with this e-mail is now in My Trips.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Trips' }).click();
    await expect(page.getByRole('listitem', { name: `Booking ${reference}` })).toBeVisible();
  });
});
