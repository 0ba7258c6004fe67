import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { reachFooter } from '../../support/shell';

/** Waits until the service worker is installed and controls the page (precache done). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 20_000,
  });
}

/**
 * Makes this browser forget the catalogue (API cache and the Dexie database). The deletion runs on a
 * same-origin page that is not the app (the health JSON), so no open app page holds the database, reloads
 * itself on the deletion or fetches the catalogue again. Leaves the page on that JSON; navigate next.
 */
export async function forgetCatalogue(page: Page): Promise<void> {
  await page.goto('/api/health');
  const outcome = await page.evaluate(async () => {
    await caches.delete('catalogue-api');
    return new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase('pulse-safaris');
      request.onsuccess = () => resolve('deleted');
      request.onerror = () => resolve('error');
    });
  });
  expect(outcome).toBe('deleted');
}

/** The footer's newsletter form. */
export async function signUpForNewsletter(page: Page, name: string, email: string): Promise<void> {
  await reachFooter(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

export function newsletterStatus(page: Page) {
  return page.getByRole('form', { name: 'Newsletter' }).getByRole('status');
}

/** Opens the chat widget and sends a message. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  // The chat button steps aside while a form (the footer's newsletter, say) is in view: back to the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /^Open chat/ }).click();
  await page.getByLabel('Type your message').fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
}

/** The header's offline / outbox indicator. */
export function indicator(page: Page) {
  return page.getByTestId('connection-indicator');
}

/** Every image in `scope` has loaded (a broken or missing file has naturalWidth 0). */
export async function expectImagesLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(
      () => page.$$eval(selector, (images) => (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0)),
      { timeout: 10_000 },
    )
    .not.toContain(false);
}

/** YYYY-MM-DD a few days ahead, in the browser's (and this machine's) time zone. */
export function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The booking form (the footer has its own name and e-mail fields). */
export const bookingForm = (page: Page) => page.getByRole('form', { name: 'Booking form' });

/** Fills every field of the booking form. */
export async function fillBooking(
  page: Page,
  who: { name: string; email: string; phone: string },
  options: { date: string; method: RegExp; payMode: 'Pay now' | 'Pay later'; extraAdults?: number; children?: number },
): Promise<void> {
  const form = bookingForm(page);
  await form.getByRole('textbox', { name: 'Travel date', exact: true }).fill(options.date);
  for (let i = 0; i < (options.extraAdults ?? 0); i += 1) await form.getByRole('button', { name: 'Add one adult' }).click();
  for (let i = 0; i < (options.children ?? 0); i += 1) await form.getByRole('button', { name: 'Add one child' }).click();
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill(who.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(who.phone);
  await form.getByRole('radio', { name: options.method }).check();
  await form.getByRole('radio', { name: new RegExp(`^${options.payMode}`) }).check();
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
}
