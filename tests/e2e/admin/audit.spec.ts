import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { authSessionSchema } from '@safari/shared/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { daysAhead } from '../offline/helpers';
import { adminSession, signInAsAdmin } from './helpers';

/** A tour made and then edited by the admin through the API: price 500 → 640, description changed. */
async function editedTour(request: APIRequestContext, token: string, name: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const base = { name, tourType: 'wildlife', location: 'Amboseli', price: 500, duration: 2, description: 'Elephants at dawn.' };
  const created = await request.post('/api/tours', { headers, data: base });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const updated = await request.put(`/api/tours/${id}`, { headers, data: { ...base, price: 640, description: 'Elephants at dawn, then Kilimanjaro at dusk.' } });
  expect(updated.status()).toBe(200);
  return id;
}

/** Light and dark shots for the people who look at them (`test-results/…`); cheap, and never compared. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

test.describe('audit trail', () => {
  test('when an admin edits a tour, then /admin/audit shows who changed which field, and so does the tour\'s history', async ({ page, request }, testInfo) => {
    // Filters, the row view in both themes and the tour's history: more steps than a one-screen check.
    test.slow();
    const session = await signInAsAdmin(page, request);
    const name = `E2E Audit Tour ${testInfo.project.name} ${Date.now()}`;
    await editedTour(request, session.token, name);

    await page.goto(`/admin/audit?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible({ timeout: 20_000 });
    const table = page.getByRole('table', { name: 'Audit trail' });
    // Newest first: the update, then the create (the first load fetches the console's chunks: more time).
    await expect(table.getByRole('rowheader')).toHaveText([name, name], { timeout: 20_000 });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText('Update');
    await expect(rows.nth(1)).toContainText(session.user.name);
    await expect(rows.nth(1)).toContainText('Tour');
    await expect(rows.nth(2)).toContainText('Create');

    // Filtered by the admin and by today's date it stays; from tomorrow on it is gone.
    await page.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: session.user.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`actor=${session.user.id}`));
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
    await expect(table.getByRole('rowheader')).toHaveText([name, name]);
    const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA'));
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(tomorrow);
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveAccessibleDescription('The end date must not be before the start date.');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(tomorrow);
    await expect(page.getByText('No changes match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search the audit trail' }).fill(name);
    await expect(table.getByRole('rowheader')).toHaveText([name, name]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, testInfo, 'audit-list-light');

    await table.getByRole('button', { name: `View update of tour ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tour ${name}` });
    const changes = dialog.getByRole('table', { name: 'Changes' });
    await expect(dialog.getByText('2 fields changed')).toBeVisible();
    const price = changes.getByRole('row', { name: /Price \(USD\)/ });
    await expect(price).toHaveAttribute('data-changed', 'true');
    await expect(price.getByRole('cell')).toHaveText(['$500', '$640']);
    await expect(changes.getByRole('row', { name: /Description/ }).getByRole('cell')).toHaveText(['Elephants at dawn.', 'Elephants at dawn, then Kilimanjaro at dusk.']);
    // Unchanged fields only on request, and not highlighted.
    await expect(changes.getByRole('row', { name: /Location/ })).toHaveCount(0);
    await dialog.getByLabel('Show unchanged fields').check();
    await expect(changes.getByRole('row', { name: /Location/ })).not.toHaveAttribute('data-changed');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, testInfo, 'audit-entry-light');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await shoot(page, testInfo, 'audit-list-dark');
    await table.getByRole('button', { name: `View update of tour ${name}` }).click();
    await expect(dialog.getByText('2 fields changed')).toBeVisible();
    await shoot(page, testInfo, 'audit-entry-dark');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/admin/tours?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Preview ${name}` }).click();
    const preview = page.getByRole('dialog', { name });
    const history = preview.getByRole('region', { name: 'History' });
    const items = history.getByRole('listitem').filter({ has: page.getByText(session.user.name) });
    await expect(items).toHaveCount(2);
    // Each change reads as a sentence, in the office's time.
    await expect(items.first()).toContainText(new RegExp(`${session.user.name} changed .*price \\(usd\\).* of the tour ${name}, \\d{1,2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2} \\(Nairobi\\)`));
    await expect(items.first()).toContainText(/Price \(USD\):\s*\$500\s*→\s*changed to\s*\$640/);
    await expect(items.nth(1)).toContainText(`${session.user.name} added the tour ${name}`);
    await shoot(page, testInfo, 'tour-history-dark');
  });

  test('when a staff member takes a payment, adds a user, answers an enquiry and renames themselves, then the audit trail lists each change under their name', async ({ page, request, db }) => {
    test.slow();
    // A staff member of their own, so that filtering by them shows only these changes.
    const admin = await adminSession(request);
    const staffEmail = `auditor-${randomUUID()}@e2e.test`;
    const password = `e2e-${randomUUID()}`;
    const created = await request.post('/api/users', { headers: { Authorization: `Bearer ${admin.token}` }, data: { name: 'Audit Before', email: staffEmail, password, role: 'admin' } });
    expect(created.status()).toBe(201);
    const staff = authSessionSchema.parse(await (await request.post('/api/auth/login', { data: { email: staffEmail, password } })).json());
    const headers = { Authorization: `Bearer ${staff.token}` };

    // A booking from the public site, paid in cash at the office (paid and confirmed).
    const { rows } = await db.query<{ id: string; name: string }>(`select id, name from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`);
    const tour = rows[0]!;
    const traveller = `audit-traveller-${randomUUID()}@e2e.test`;
    const booked = await request.post('/api/bookings', {
      data: { tourId: tour.id, tourName: tour.name, date: daysAhead(45), adults: 1, children: 0, contact: { name: 'Audit Traveller', email: traveller, phone: '+254 712 345 678' }, payment: { method: 'mpesa', payMode: 'later' }, consent: true },
    });
    expect(booked.status()).toBe(201);
    const booking = (await booked.json()) as { id: string; reference: string };
    const paid = await request.post(`/api/admin/bookings/${booking.id}/payments`, { headers: { ...headers, 'Idempotency-Key': randomUUID() }, data: { method: 'cash', amount: 100, reference: '' } });
    expect(paid.ok()).toBe(true);

    // A new user.
    expect((await request.post('/api/users', { headers, data: { name: 'Audit New User', email: `audit-new-${randomUUID()}@e2e.test`, password } })).status()).toBe(201);

    // A contact message from the site, answered by e-mail.
    const sender = `audit-contact-${randomUUID()}@e2e.test`;
    await request.post('/api/enquiries', { data: { channel: 'contact', name: 'Audit Sender', email: sender, subject: 'Gorillas in June?', message: 'Is June a good month for the gorillas?', consent: true } });
    const inbox = (await (await request.get(`/api/admin/enquiries/contact?q=${encodeURIComponent(sender)}`, { headers })).json()) as { items: { id: string }[] };
    const message = inbox.items[0]!;
    const replied = await request.post(`/api/admin/enquiries/contact/${message.id}/reply`, { headers, data: { subject: 'Re: Gorillas in June?', message: 'Yes: June is dry season, the best time to trek.' } });
    expect(replied.ok()).toBe(true);

    // Their own profile: a new name.
    const renamed = await request.put('/api/users/update-profile', { headers, multipart: { name: 'Audit After', email: staffEmail } });
    expect(renamed.ok()).toBe(true);

    await signInAsAdmin(page, request);
    await page.goto(`/admin/audit?actor=${staff.user.id}`);
    const table = page.getByRole('table', { name: 'Audit trail' });
    // The payment itself (its record cell reads 'Payment'; the booking's row reads 'Payment status', as the ledger moved it).
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Payment', exact: true }) })).toHaveCount(1, { timeout: 20_000 });
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Payment status', exact: true }) })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Contact message' })).toHaveCount(1);
    // Page 1 of the five newest: the rename (own user record), the reply, the new user, the booking and its payment.
    await expect(table.getByRole('row').filter({ hasText: 'Booking' })).not.toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'User' })).toHaveCount(2);
    await expect(table.getByRole('row').filter({ hasText: 'Audit After' }).first()).toBeVisible();
  });

  test('when the trail is read on a portrait tablet, then the filters, table and row view fit the screen @layout', async ({ page, request }, testInfo) => {
    test.slow();
    const session = await signInAsAdmin(page, request);
    const name = `E2E Audit Layout ${testInfo.project.name} ${Date.now()}`;
    await editedTour(request, session.token, name);
    await page.goto(`/admin/audit?q=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Audit trail' });
    await expect(table.getByRole('rowheader')).toHaveText([name, name], { timeout: 20_000 });
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    for (const label of ['User', 'Record']) await expect(page.getByRole('combobox', { name: label })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toBeInViewport();
    await expect(table.getByRole('button', { name: `View update of tour ${name}` })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, testInfo, 'audit-layout-light');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await table.getByRole('button', { name: `View update of tour ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tour ${name}` });
    await expect(dialog.getByRole('table', { name: 'Changes' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shoot(page, testInfo, 'audit-layout-entry-dark');
  });
});
