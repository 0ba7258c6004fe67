import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** Waits until the service worker is installed and controls the page (precache done). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 20_000,
  });
}

/** The footer's newsletter form. */
export async function signUpForNewsletter(page: Page, name: string, email: string): Promise<void> {
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
