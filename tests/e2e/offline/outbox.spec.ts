import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { test, expect } from '../../support/fixtures';
import { indicator, newsletterStatus, sendChatMessage, signUpForNewsletter, waitForServiceWorker } from './helpers';

const QUEUED = "Saved on your phone — we'll send it as soon as you're back online";
const SERVER_TROUBLE = "Saved on your phone — we couldn't reach our server just now, so we'll keep trying";
const THANKS = 'Thanks for subscribing! 🎉';

async function subscribers(db: pg.Client, email: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>('select count(*) from newsletter_subscribers where lower(email) = $1', [email]);
  return Number(rows[0]!.count);
}

async function chatMessages(db: pg.Client, text: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(`select count(*) from enquiries where channel = 'chat' and message = $1`, [text]);
  return Number(rows[0]!.count);
}

test.describe('offline outbox', () => {
  test('when a sign-up and a chat message are sent offline, then they wait on the phone, survive a reload and reach the server once when back online', async ({ page, context, db }) => {
    const email = `offline-${randomUUID()}@example.com`;
    const text = `Can we see the migration in August? ${randomUUID()}`;
    await page.goto('/');
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await signUpForNewsletter(page, 'Wanjiru Kamau', email);
    await expect(newsletterStatus(page)).toHaveText(QUEUED);
    await sendChatMessage(page, text);
    await expect(page.getByText('Saved on your phone, sends when you are back online.')).toBeVisible();
    await expect(indicator(page)).toHaveAccessibleName(/You are offline\. 2 submissions waiting to be sent/);

    // The queue lives in IndexedDB: a reload while offline keeps it.
    await page.reload();
    await expect(indicator(page)).toHaveAccessibleName(/2 submissions waiting to be sent/);
    await indicator(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const waiting = page.getByRole('list', { name: 'Not sent yet' });
    await expect(waiting.getByRole('article')).toHaveCount(2);
    await expect(waiting.getByRole('article', { name: 'Newsletter sign-up' })).toContainText(email);
    await expect(waiting.getByRole('article', { name: 'Chat message' })).toContainText('Waiting to send');
    expect(await subscribers(db, email)).toBe(0);

    await context.setOffline(false);
    await expect(page.getByText('Nothing is waiting: everything you sent has reached us.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Sent recently' })).toBeVisible();
    await expect(indicator(page)).toHaveCount(0);
    expect(await subscribers(db, email)).toBe(1);
    expect(await chatMessages(db, text)).toBe(1);
  });

  test.describe('without a service worker', () => {
    // As on iOS Safari and Firefox: no Background Sync, so the page's own replay has to do it. And a
    // page a service worker controls may send a request where the test's route does not see it (in
    // about one run of three here): the lost answer would then not be lost.
    test.use({ serviceWorkers: 'block' });

    test('when the answer to a sign-up is lost after the server stored it, then the page replays it, the server does not store it twice and the thanks show', async ({ page, db }) => {
      const email = `cut-${randomUUID()}@example.com`;
      await page.goto('/');
      let cut = 0;
      const keys: string[] = [];
      // The replay is held until the queued text has been seen: whichever starts it (the backoff, or
      // the outbox starting with the first thing saved), it cannot come before the test looks.
      let release: () => void = () => undefined;
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/newsletter', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (cut === 0) {
          cut += 1;
          // The server receives and stores the sign-up; the connection drops before the answer arrives.
          await route.fetch();
          await route.abort('connectionreset');
          return;
        }
        await seen;
        await route.continue();
      });

      await signUpForNewsletter(page, 'Otieno Baraka', email);
      // The phone is online: the wording says our server did not take it, not 'back online'.
      await expect(newsletterStatus(page)).toHaveText(SERVER_TROUBLE);
      await expect.poll(() => subscribers(db, email)).toBe(1);
      release();
      // Replayed; the real result replaces the queued text.
      await expect(newsletterStatus(page)).toHaveText(THANKS, { timeout: 10_000 });
      expect(cut).toBe(1);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(await subscribers(db, email)).toBe(1);
      const { rows } = await db.query<{ count: string }>('select count(*) from idempotency_keys where key = $1', [keys[0]]);
      expect(Number(rows[0]!.count)).toBe(1);
    });
  });

  test('when the server refuses a queued submission on replay, then it is marked not accepted with the server message and not retried', async ({ page, context, db }) => {
    const email = `refused-${randomUUID()}@example.com`;
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await signUpForNewsletter(page, 'Achieng Odhiambo', email);
    await expect(newsletterStatus(page)).toHaveText(QUEUED);

    // By the time the phone is back online the saved data is no longer valid (as a booking date can
    // pass while a traveller is in the bush): the server answers 400 to the replay.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('pulse-safaris');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite');
        const store = tx.objectStore('outbox');
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const current = cursor.result;
          if (!current) return;
          const item = current.value as { kind: string; body: { email: string } };
          if (item.kind === 'newsletter') current.update({ ...item, body: { ...item.body, email: 'no-longer-valid' } });
          current.continue();
        };
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    });

    await context.setOffline(false);
    await expect(newsletterStatus(page)).toHaveText('Please enter a valid email address.', { timeout: 10_000 });
    await expect(indicator(page)).toHaveAccessibleName(/1 submission not accepted/);
    await page.goto('/outbox');
    const item = page.getByRole('article', { name: 'Newsletter sign-up' });
    await expect(item).toContainText('Not accepted');
    await expect(item.getByRole('alert')).toContainText('Please enter a valid email address.');
    await expect(item.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Not retried by itself: the item keeps its one attempt.
    await page.waitForTimeout(6_000);
    const attempts = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('pulse-safaris');
        request.onsuccess = () => resolve(request.result);
      });
      const items = await new Promise<{ kind: string; attempts: number; state: string }[]>((resolve) => {
        const request = db.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as { kind: string; attempts: number; state: string }[]);
      });
      db.close();
      return items.filter((entry) => entry.kind === 'newsletter').map((entry) => [entry.state, entry.attempts]);
    });
    expect(attempts).toEqual([['failed', 1]]);
    expect(await subscribers(db, email)).toBe(0);

    await item.getByRole('button', { name: 'Discard' }).click();
    await item.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText('Nothing is waiting: everything you sent has reached us.')).toBeVisible();
  });
});
