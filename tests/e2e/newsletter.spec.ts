import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { reachFooter } from '../support/shell';

const SUCCESS = 'Thanks for subscribing! 🎉';
const INVALID = 'Please enter a valid name and email.';
/** The outbox's text while a submission waits to be sent. */
/** Kept for later because our server failed while the visitor was online (not because they were offline). */
const SERVER_TROUBLE = "Saved on your phone — we couldn't reach our server just now, so we'll keep trying";
/** The error colour of the footer form on its dark green background. */
const ERROR_COLOUR = 'rgb(255, 180, 169)';

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@Example.com`;
}

function newsletterForm(page: Page) {
  return page.getByRole('form', { name: 'Newsletter' });
}

async function fillNewsletter(page: Page, name: string, email: string) {
  await reachFooter(page);
  const form = newsletterForm(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
}

test.describe('newsletter', () => {
  test('when a visitor subscribes, then the thanks show, the fields clear, the subscriber is stored and the thanks go after 3.5 s', async ({ page, db }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await page.clock.install();
    await page.goto('/');
    await fillNewsletter(page, '  Amina Njoroge ', email);
    // Frozen from here: only runFor moves the form's timer.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();

    const status = newsletterForm(page).getByRole('status');
    // The clock moves 10 ms between looks: on a busy machine the footer's code may still be on its
    // way, and what it waits for may be a timer. So the thanks came at most 10 ms before they show.
    const STEP = 10;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(STEP);
          return status.textContent();
        },
        { intervals: [50], timeout: 10_000 },
      )
      .toBe(SUCCESS);
    await expect(newsletterForm(page).getByLabel('Name')).toHaveValue('');
    await expect(newsletterForm(page).getByLabel('Email')).toHaveValue('');
    const { rows } = await db.query<{ name: string; unsubscribed_at: Date | null }>('select name, unsubscribed_at from newsletter_subscribers where email = $1', [email.toLowerCase()]);
    expect(rows).toEqual([{ name: 'Amina Njoroge', unsubscribed_at: null }]);

    await page.clock.runFor(3_499 - STEP);
    await expect(status).toHaveText(SUCCESS);
    await page.clock.runFor(STEP + 1);
    await expect(status).toHaveText('');
  });

  test('when the name is one letter, then the invalid message shows in the error colour and nothing is stored @phone-only', async ({ page, db }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await page.goto('/about');
    await fillNewsletter(page, 'J', email);
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();

    const status = newsletterForm(page).getByRole('status');
    await expect(status).toHaveText(INVALID);
    await expect(status).toHaveCSS('color', ERROR_COLOUR);
    await expect(newsletterForm(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(newsletterForm(page).getByLabel('Email')).toHaveValue(email);
    const { rows } = await db.query('select 1 from newsletter_subscribers where email = $1', [email.toLowerCase()]);
    expect(rows).toHaveLength(0);
  });

  test('when the server fails, then the sign-up is kept and sent later, and the thanks show once it is through @phone-only', async ({ page, db }, testInfo) => {
    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
    const email = uniqueEmail(testInfo.project.name);
    await page.goto('/');
    await fillNewsletter(page, 'Amina', email);
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();

    const status = newsletterForm(page).getByRole('status');
    await expect(status).toHaveText(SERVER_TROUBLE);
    const stored = () => db.query('select 1 from newsletter_subscribers where email = $1', [email.toLowerCase()]).then((result) => result.rowCount);
    expect(await stored()).toBe(0);

    // The connection (here: the server) is back; the outbox replays on 'online'.
    await page.unroute('**/api/newsletter');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(status).toHaveText(SUCCESS);
    await expect.poll(stored).toBe(1);
  });

  test('when the server refuses the sign-up, then its message shows in the error colour and the fields keep their values @phone-only', async ({ page }, testInfo) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 400, json: { error: 'Invalid request', fields: { email: 'Please enter a valid email address.' } } }),
    );
    await page.goto('/');
    await fillNewsletter(page, 'Amina', uniqueEmail(testInfo.project.name));
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();

    const status = newsletterForm(page).getByRole('status');
    await expect(status).toHaveText('Please enter a valid email address.');
    await expect(status).toHaveCSS('color', ERROR_COLOUR);
    await expect(newsletterForm(page).getByLabel('Name')).toHaveValue('Amina');
  });

  test('when the same e-mail subscribes twice, then both succeed and one row remains with the newer name @phone-only', async ({ page, db }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await page.goto('/');
    for (const name of ['Baraka', 'Baraka Otieno']) {
      await fillNewsletter(page, name, email);
      // The first thanks may still show when the second sign-up starts: wait for the server's answer.
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/newsletter') && response.request().method() === 'POST');
      await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
      await answered;
      await expect(newsletterForm(page).getByRole('status')).toHaveText(SUCCESS);
    }
    const { rows } = await db.query<{ name: string }>('select name from newsletter_subscribers where lower(email) = $1', [email.toLowerCase()]);
    expect(rows).toEqual([{ name: 'Baraka Otieno' }]);
  });

  test('when the unsubscribe link of an e-mail is opened, then the page confirms it and the subscriber is marked @phone-only', async ({ page, db, request }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name).toLowerCase();
    await request.post('/api/newsletter', { data: { name: 'Zawadi', email } });
    const { rows } = await db.query<{ unsubscribe_token: string }>('select unsubscribe_token from newsletter_subscribers where email = $1', [email]);
    const token = rows[0]!.unsubscribe_token;

    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed.' })).toBeVisible();
    const after = await db.query<{ unsubscribed_at: Date | null }>('select unsubscribed_at from newsletter_subscribers where email = $1', [email]);
    expect(after.rows[0]?.unsubscribed_at).toBeInstanceOf(Date);
  });

  test('when an unsubscribe link has an unknown token, then the page says the link is not valid @phone-only', async ({ page }) => {
    await page.goto(`/unsubscribe?token=${'0'.repeat(64)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid or has expired.' })).toBeVisible();
  });
});
