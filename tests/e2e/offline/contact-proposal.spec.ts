import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { test, expect } from '../../support/fixtures';
import { indicator, waitForServiceWorker } from './helpers';

const QUEUED = "Saved on your phone — we'll send it as soon as you're back online";
const CONTACT_SUCCESS = 'Thanks! Your message has been sent. We’ll be in touch shortly.';
const PROPOSAL_SUCCESS = 'Request received! We’ll contact you shortly.';

function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function count(db: pg.Client, sql: string, email: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(sql, [email]);
  return Number(rows[0]!.count);
}
const contactCount = (db: pg.Client, email: string) => count(db, `select count(*) from enquiries where channel = 'contact' and email = $1`, email);
const proposalCount = (db: pg.Client, email: string) => count(db, 'select count(*) from proposals where email = $1', email);

async function sendContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wanjiru Kamau');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Dates in the bush');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent from a place without signal.');
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
}

async function sendProposal(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Proposal form' });
  await form.getByRole('combobox', { name: 'Destination', exact: true }).fill('Samburu');
  await form.getByRole('textbox', { name: 'Start date', exact: true }).fill(daysAhead(90));
  await form.getByRole('textbox', { name: 'End date', exact: true }).fill(daysAhead(96));
  await form.getByRole('radio', { name: /^Luxury/ }).check();
  await form.getByRole('radio', { name: /^Fly-in/ }).check();
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Otieno Baraka');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+254 700 000 000');
  await form.getByRole('textbox', { name: 'Country', exact: true }).fill('Kenya');
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
  await form.getByRole('button', { name: 'Request My Proposal' }).click();
}

test.describe('offline contact and proposal', () => {
  test('when a contact message and a proposal are sent offline, then both wait on the phone, survive a reload and each reaches the server once when back online', async ({ page, context, db }) => {
    const contactEmail = `offline-contact-${randomUUID()}@example.com`;
    const proposalEmail = `offline-proposal-${randomUUID()}@example.com`;
    await page.goto('/request-experience');
    await waitForServiceWorker(page);
    await page.goto('/contact');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();

    await context.setOffline(true);
    await sendContact(page, contactEmail);
    await expect(page.getByTestId('submission-queued')).toContainText(QUEUED);
    await expect(page.getByText('Message saved on your phone')).toBeVisible();
    // Not a success yet: the spec's success toast waits for the server.
    await expect(page.locator('[data-toast]')).toHaveCount(0);

    await page.goto('/request-experience');
    await sendProposal(page, proposalEmail);
    await expect(page.getByTestId('submission-queued')).toContainText(QUEUED, { timeout: 10_000 });
    await expect(page.getByText('Request saved on your phone')).toBeVisible();
    await expect(indicator(page)).toHaveAccessibleName(/You are offline\. 2 submissions waiting to be sent/);

    // The queue lives in IndexedDB: a reload while offline keeps it.
    await page.reload();
    await expect(indicator(page)).toHaveAccessibleName(/2 submissions waiting to be sent/);
    expect(await contactCount(db, contactEmail)).toBe(0);
    expect(await proposalCount(db, proposalEmail)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => contactCount(db, contactEmail), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => proposalCount(db, proposalEmail), { timeout: 10_000 }).toBe(1);
    await expect(indicator(page)).toHaveCount(0, { timeout: 10_000 });
    expect(await contactCount(db, contactEmail)).toBe(1);
    expect(await proposalCount(db, proposalEmail)).toBe(1);
  });

  test('when the answers to a proposal and a contact message are lost after the server stored them, then each is replayed with its key, stored once and the success toast shows', async ({ page, db }) => {
    const contactEmail = `cut-contact-${randomUUID()}@example.com`;
    const proposalEmail = `cut-proposal-${randomUUID()}@example.com`;
    // As on iOS Safari and Firefox: no Background Sync, so the page's own replay has to do it.
    await page.addInitScript(() => {
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
    await page.goto('/request-experience');
    await waitForServiceWorker(page);

    const keys: Record<string, string[]> = { proposals: [], enquiries: [] };
    for (const path of ['proposals', 'enquiries'] as const) {
      await page.route(`**/api/${path}`, async (route) => {
        keys[path]!.push(route.request().headers()['idempotency-key'] ?? '');
        if (keys[path]!.length === 1) {
          // The server receives and stores it; the connection drops before the answer arrives.
          await route.fetch();
          await route.abort('connectionreset');
          return;
        }
        await route.continue();
      });
    }

    await sendProposal(page, proposalEmail);
    await expect(page.getByTestId('submission-queued')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => proposalCount(db, proposalEmail)).toBe(1);
    await expect(page.locator('[data-toast]')).toContainText(PROPOSAL_SUCCESS, { timeout: 10_000 });
    await expect(page.getByTestId('submission-queued')).toHaveCount(0);
    expect(keys.proposals).toHaveLength(2);
    expect(keys.proposals![1]).toBe(keys.proposals![0]);
    expect(await proposalCount(db, proposalEmail)).toBe(1);

    await page.goto('/contact');
    await sendContact(page, contactEmail);
    await expect(page.getByTestId('submission-queued')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => contactCount(db, contactEmail)).toBe(1);
    await expect(page.locator('[data-toast]')).toContainText(CONTACT_SUCCESS, { timeout: 10_000 });
    expect(keys.enquiries).toHaveLength(2);
    expect(keys.enquiries![1]).toBe(keys.enquiries![0]);
    expect(await contactCount(db, contactEmail)).toBe(1);
  });
});
