/**
 * Nothing typed in the console is lost (issue 29): a dropped connection shows a banner and keeps
 * the open form, a save made offline waits for the connection, a reload offers the draft back, and
 * closing a changed form asks first. Records are set up and checked through the API.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { daysAhead } from '../offline/helpers';
import { signInAsAdmin } from './helpers';

const FIRST_LOAD = 20_000;
/** How long the connection stays away. */
const OFFLINE_MS = 5_000;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status()).toBe(201);
  return (await response.json()) as T;
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Screenshots for people to look at, when SHOTS names a folder. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.SHOTS;
  if (!folder) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${folder}/${name}-${testInfo.project.name}.png` });
}

const OFFLINE = 'You are offline. Keep working: what you type stays on this tablet, and saving waits for the connection.';
/** The banner as seen; while a dialog is open, screen readers hear the dialog's own copy of it. */
const offlineBanner = (page: Page) => page.getByTestId('offline-banner');

/** No part of `action` lies under the offline banner. */
async function expectNotCovered(banner: Locator, action: Locator): Promise<void> {
  const [top, button] = [await banner.boundingBox(), await action.boundingBox()];
  expect(top && button).toBeTruthy();
  expect(button!.y).toBeGreaterThanOrEqual(top!.y + top!.height);
}

/** Types at the end of the blog editor. */
async function typeInEditor(dialog: Locator, text: string): Promise<void> {
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await editor.press('Control+End');
  await editor.pressSequentially(text);
}

test.describe('no lost work in the console', () => {
  test('when the connection drops for 5 s while a blog post is edited, then a banner shows, the editor stays, and the post saves with everything typed @layout', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const session = await signInAsAdmin(page, request);
    const title = `E2E Offline Post ${testInfo.project.name} ${Date.now()}`;
    const post = await created<{ id: string }>(
      await request.post('/api/blogs', { headers: auth(session.token), data: { title, author: 'Editorial', category: 'Travel Tips', content: '<p>First light.</p>', image: '' } }),
    );
    await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Edit ${title}` }).click({ timeout: FIRST_LOAD });
    const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText('First light.');
    await dialog.getByLabel('Title').fill(`${title} (kept)`);
    await typeInEditor(dialog, ' Typed before the drop.');

    await context.setOffline(true);
    const banner = offlineBanner(page);
    await expect(banner).toHaveText(OFFLINE);
    await expect(dialog.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(1);
    await expectNotCovered(banner, dialog.getByRole('button', { name: 'Save Changes' }));
    await shot(page, testInfo, 'offline-banner-blog');
    await page.waitForTimeout(OFFLINE_MS);
    await typeInEditor(dialog, ' Typed offline.');
    await expect(dialog.getByLabel('Title')).toHaveValue(`${title} (kept)`);
    await context.setOffline(false);
    await expect(banner).toBeHidden();

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Blog Updated Successfully!')).toBeVisible();
    const saved = await getJson<{ title: string; content: string }>(request, session.token, `/api/admin/blogs/${post.id}`);
    expect(saved.title).toBe(`${title} (kept)`);
    expect(saved.content).toContain('First light. Typed before the drop. Typed offline.');
  });

  test('when the connection drops for 5 s while a tour is edited, then nothing typed is lost', async ({ page, request, context }, testInfo) => {
    test.skip(testInfo.project.name === 'admin-portrait', 'the width does not matter here');
    const session = await signInAsAdmin(page, request);
    const name = `E2E Offline Tour ${Date.now()}`;
    const tour = await created<{ id: string }>(
      await request.post('/api/tours', { headers: auth(session.token), data: { name, tourType: 'wildlife', location: 'Amboseli', price: 900, duration: 3 } }),
    );
    await page.goto(`/admin/tours?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click({ timeout: FIRST_LOAD });
    const dialog = page.getByRole('dialog', { name: 'Edit Tour' });
    await dialog.getByLabel('Price (USD)').fill('1250');
    await dialog.getByLabel('Description').fill('Elephants under Kilimanjaro.');

    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await page.waitForTimeout(OFFLINE_MS);
    await dialog.getByLabel('Highlights').fill('Big tuskers');
    await context.setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Tour updated!')).toBeVisible();
    const saved = await getJson<{ price: number; description: string; highlights: string[] }>(request, session.token, `/api/admin/tours/${tour.id}`);
    expect(saved).toMatchObject({ price: 1250, description: 'Elephants under Kilimanjaro.', highlights: ['Big tuskers'] });
  });

  test('when a booking is saved while offline, then it waits for the connection and goes through once it is back', async ({ page, request, context, db }, testInfo) => {
    test.skip(testInfo.project.name === 'admin-portrait', 'the width does not matter here');
    const session = await signInAsAdmin(page, request);
    const { rows } = await db.query<{ id: string }>('select id from tours where is_published and deleted_at is null order by name limit 1');
    const customer = `E2E Offline Traveller ${Date.now()}`;
    const booking = await created<{ id: string; reference: string }>(
      await request.post('/api/bookings', { headers: auth(session.token), data: { customer, tour: rows[0]!.id, date: daysAhead(90), price: 1800, status: 'pending' } }),
    );
    await page.goto(`/admin/bookings?q=${encodeURIComponent(booking.reference)}`);
    await page.getByRole('button', { name: `Edit ${booking.reference}` }).click({ timeout: FIRST_LOAD });
    const dialog = page.getByRole('dialog', { name: `Edit Booking ${booking.reference}` });
    await dialog.getByLabel('Phone').fill('+254 712 000 111');
    await dialog.getByLabel('Notes').fill('Vegetarian; airport pick-up at 07:00.');

    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await page.waitForTimeout(OFFLINE_MS);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Waiting for the connection… Save will go through when it is back' })).toBeVisible();
    await shot(page, testInfo, 'save-waiting-booking');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Vegetarian; airport pick-up at 07:00.');
    await context.setOffline(false);

    await expect(page.getByText('Booking updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = await getJson<{ phone: string; notes: string }>(request, session.token, `/api/admin/bookings/${booking.id}`);
    expect(saved).toMatchObject({ phone: '+254 712 000 111', notes: 'Vegetarian; airport pick-up at 07:00.' });
    // Sent once: one update in the audit trail.
    const audit = await db.query("select 1 from audit_log where entity_id = $1 and action = 'update'", [booking.id]);
    expect(audit.rowCount).toBe(1);
  });

  test('when the page reloads mid-typing, then the form offers the draft back, rich text included @layout', async ({ page, request }, testInfo) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/blogs');
    const title = `E2E Draft ${testInfo.project.name} ${Date.now()}`;
    await page.getByRole('button', { name: '+ Add Blog' }).click({ timeout: FIRST_LOAD });
    let dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await dialog.getByLabel('Title').fill(title);
    await typeInEditor(dialog, 'Dawn over the Mara, written on the tablet.');
    await page.reload();

    await page.getByRole('button', { name: '+ Add Blog' }).click({ timeout: FIRST_LOAD });
    const offer = page.getByRole('dialog', { name: /^Restore your unsaved draft from \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}\?$/ });
    await expect(offer).toBeVisible();
    await shot(page, testInfo, 'draft-offer');
    await offer.getByRole('button', { name: 'Restore' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText('Dawn over the Mara, written on the tablet.');

    // Discarded, it is gone: the form opens empty next time.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '+ Add Blog' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Blog' }).getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('dialog', { name: /^Restore your unsaved draft/ })).toHaveCount(0);
  });

  test('when a changed form is closed, then it asks first, and Keep editing keeps what was typed', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name === 'admin-portrait', 'the width does not matter here');
    await signInAsAdmin(page, request);
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: '+ Add Tour' }).click({ timeout: FIRST_LOAD });
    const dialog = page.getByRole('dialog', { name: 'Add Tour' });
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });

    // Unchanged, it closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '+ Add Tour' }).click();
    await dialog.getByLabel('Name').fill('Half-typed tour');

    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed tour');

    // A tap outside the dialog.
    await page.mouse.click(5, 400);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });
});
