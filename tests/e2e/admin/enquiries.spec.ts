import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type pg from 'pg';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './helpers';

/** A visitor no other test (or project) uses. */
function visitor(tag: string, project: string) {
  const id = `${tag}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Nyokabi ${id}`, email: `${id}@e2e.example.com` };
}

/** The .eml file the outbox wrote for the newest notification of this kind to `recipient`. */
async function mailFile(db: pg.Client, recipient: string, kind: string): Promise<string> {
  const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const idOf = async () => (await db.query<{ id: string }>('select id from notifications where recipient = $1 and kind = $2 order by created_at desc limit 1', [recipient, kind])).rows[0]?.id;
  const id = await idOf();
  expect(id, `a ${kind} notification to ${recipient}`).toBeTruthy();
  const fileOf = () => (existsSync(mailDir) ? readdirSync(mailDir).find((file) => file.endsWith(`-${kind}-${id}.eml`)) : undefined);
  await expect.poll(fileOf, { timeout: 10_000 }).toBeTruthy();
  return readFileSync(path.join(mailDir, fileOf()!), 'utf8').replace(/=\r?\n/g, '');
}

async function sendContactFromSite(page: Page, who: { name: string; email: string }, subject: string) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Can we see the migration with two children in August?');
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[data-toast]')).toContainText('Thanks! Your message has been sent.');
}

/** Whether a table is wider than its scroll box (a row would need sideways scrolling on this screen). */
const scrollsSideways = (table: Locator) => table.evaluate((element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth + 1);

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('enquiries inbox', () => {
  test('when a visitor writes from /contact, then the message is in the inbox, answered by e-mail (the .eml is written), shown answered and listed in the mail outbox', async ({ page, request, db }, info) => {
    test.slow();
    const who = visitor('inbox', info.project.name);
    const subject = `Family safari ${who.name.slice(-6)}`;
    await sendContactFromSite(page, who, subject);

    await signInAsAdmin(page, request);
    await page.goto('/admin');
    await page.getByRole('link', { name: /Unanswered enquiries/ }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page.getByRole('tab', { name: /^Contact\s*\d+\s+new/ })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(who.email);
    const row = page.getByRole('row', { name: new RegExp(who.name) });
    await expect(row).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(row).toContainText(subject);
    await row.getByRole('button', { name: /^Open / }).click();

    const dialog = page.getByRole('dialog', { name: who.name });
    await expect(dialog.getByText('Can we see the migration with two children in August?')).toBeVisible();
    await expect(dialog.getByRole('link', { name: who.email })).toHaveAttribute('href', `mailto:${who.email}`);
    const reply = dialog.getByRole('form', { name: 'Reply by e-mail' });
    await expect(reply.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${subject}`);

    // Nothing written yet: the shared schema's message, on screen.
    await reply.getByRole('button', { name: 'Reply by e-mail' }).click();
    await expect(reply.getByText('Message is required.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await reply.getByRole('textbox', { name: 'Message' }).fill('Jambo! August is a great month: the herds are in the Mara.');
    await reply.getByRole('button', { name: 'Reply by e-mail' }).click();
    await expect(page.locator('[data-toast]')).toContainText(`Reply sent to ${who.email}.`);
    await expect(dialog.getByText('Answered', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Replies sent (1)' })).toContainText('Jambo! August is a great month');

    const eml = await mailFile(db, who.email, 'inbox_reply');
    expect(eml).toContain(`To: ${who.email}`);
    expect(eml).toContain('Jambo! August is a great month');

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(row.getByText('Answered', { exact: true })).toBeVisible();

    // The mail outbox lists the reply, sent, with the message from its .eml file.
    await page.goto(`/admin/mail?q=${encodeURIComponent(who.email)}&kind=inbox_reply`);
    const mailRow = page.getByRole('row', { name: new RegExp(who.email) });
    await expect(mailRow).toContainText('Inbox reply');
    await expect(mailRow.getByText('Sent', { exact: true })).toBeVisible();
    await mailRow.getByRole('button', { name: /^View e-mail/ }).click();
    const mail = page.getByRole('dialog', { name: `Re: ${subject}` });
    await expect(mail).toContainText('The message exactly as it was sent.');
    await mail.getByRole('tab', { name: 'Plain text' }).click();
    await expect(mail.getByTestId('mail-text')).toContainText(`Dear ${who.name},`);
    await expect(mail.getByTestId('mail-text')).toContainText('Your message: Can we see the migration');
  });

  test('when a proposal is opened, then every group of the request shows, with call and WhatsApp links, and it can be archived', async ({ page, request }, info) => {
    const who = visitor('proposal', info.project.name);
    const proposal = {
      trip: { destination: `Tsavo ${who.name.slice(-6)}`, startDate: daysAhead(50), endDate: daysAhead(56), flexibility: { window: '±7d', altMonths: 'October' } },
      party: { adults: 2, children: 2, childrenAges: '6, 9' },
      budget: { tier: 'Luxury', basis: 'total_group', flexibility: '±20%' },
      lodging: { type: 'luxury_lodge', room: 'family', amenities: 'Pool' },
      preferences: { styles: ['Wildlife', 'Culture'], activities: ['Walking safari'], transportMode: 'flight' },
      arrivals: { airport: 'MBA', flightBooked: 'no' },
      healthDiet: { dietary: 'halal', accessibility: '' },
      insurance: { option: 'yes' },
      contact: { name: who.name, email: who.email, phone: '0712 345 678', country: 'Kenya', prefer: 'whatsapp', whatsapp: '' },
      notes: 'Our first safari.',
    };
    expect((await request.post('/api/proposals', { data: proposal })).status()).toBe(201);

    await signInAsAdmin(page, request);
    await page.goto(`/admin/enquiries?tab=proposals&q=${encodeURIComponent(who.email)}`);
    // The section's chunk loads on first use: slow on a busy machine.
    await expect(page.getByRole('tab', { name: /Proposals/ })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    const row = page.getByRole('row', { name: new RegExp(who.name) });
    await expect(row).toContainText(proposal.trip.destination);
    await row.getByRole('button', { name: /^Open / }).click();
    const dialog = page.getByRole('dialog', { name: who.name });
    for (const group of ['Your trip', 'Who is travelling', 'Budget and lodging', 'Your kind of safari', 'Arrival and special needs', 'Your details']) {
      await expect(dialog.getByRole('region', { name: group })).toBeVisible();
    }
    await expect(dialog.getByRole('region', { name: 'Budget and lodging' })).toContainText('Total for the group');
    await expect(dialog.getByRole('region', { name: 'Your kind of safari' })).toContainText('Walking safari');
    await expect(dialog.getByRole('region', { name: 'Who is travelling' })).toContainText('6, 9');
    await expect(dialog.getByRole('link', { name: 'Call 0712 345 678' })).toHaveAttribute('href', 'tel:0712345678');
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/254712345678');

    await dialog.getByRole('button', { name: 'Mark archived' }).click();
    await expect(dialog.getByText('Archived', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Move back to new' })).toBeVisible();
  });

  test('when the inbox cannot be loaded, then a clear message and Try again show', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.route('**/api/admin/enquiries/chat**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The inbox is resting. Try again in a minute.' }) }));
    await page.goto('/admin/enquiries?tab=chat');
    // A server failure is tried twice more before the screen gives up.
    await expect(page.getByRole('alert')).toContainText('The inbox is resting. Try again in a minute.', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test("when another tab is chosen, then the last tab's rows are not shown while its list loads", async ({ page, request }, info) => {
    const who = visitor('tabs', info.project.name);
    await request.post('/api/enquiries', { data: { channel: 'contact', name: who.name, email: who.email, subject: 'Only in the contact inbox', message: 'A question about the migration.', consent: true } });
    await signInAsAdmin(page, request);
    await page.goto('/admin/enquiries');
    await expect(page.getByRole('table', { name: 'Contact inbox' }).getByRole('row', { name: new RegExp(who.name) })).toBeVisible({ timeout: 20_000 });

    // The proposals answer is held back: meanwhile the Proposals table must not show the contact rows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/enquiries/proposals?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: /^Proposals/ }).click();
    const proposals = page.getByRole('table', { name: 'Proposals inbox' });
    await expect(proposals).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the inbox' })).toBeVisible();
    await expect(proposals.getByRole('row', { name: new RegExp(who.name) })).toHaveCount(0);
    release();
    await expect(page.getByRole('progressbar', { name: 'Loading the inbox' })).toHaveCount(0);
    await expect(proposals.getByRole('row', { name: new RegExp(who.name) })).toHaveCount(0);
  });

  test('when the inbox is shown on a tablet, then the four tabs are readable in light and dark @layout', async ({ page, request }, info) => {
    // Two themes, two axe scans and four screenshots.
    test.slow();
    const who = visitor('layout', info.project.name);
    await request.post('/api/enquiries', { data: { channel: 'contact', name: who.name, email: who.email, subject: 'Honeymoon in the Mara and on the coast', message: 'We would love a balloon flight and a few days at the beach afterwards.', consent: true } });
    await request.post('/api/proposals', {
      data: {
        trip: { destination: 'Masai Mara and Diani', startDate: daysAhead(40), endDate: daysAhead(50) },
        party: { adults: 2 },
        budget: { tier: 'Luxury' },
        preferences: { styles: ['Luxury'], activities: ['Hot air balloon', 'Beach extension (Coast Region)'], transportMode: 'flight' },
        contact: { name: who.name, email: who.email, phone: '+254 700 123 456', country: 'Kenya', prefer: 'email' },
        notes: 'A honeymoon: a quiet tent with a view, please.',
      },
    });
    await signInAsAdmin(page, request);
    await page.goto('/admin/enquiries');
    const table = page.getByRole('table', { name: 'Contact inbox' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('row', { name: new RegExp(who.name) })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const viewport = page.viewportSize()!;
    for (const name of ['Contact', 'Chat', 'Proposals', 'Newsletter']) {
      const box = await page.getByRole('tab', { name: new RegExp(`^${name}`) }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await scrollsSideways(table), 'the contact table scrolls sideways').toBe(false);
    await page.screenshot({ path: info.outputPath('enquiries-light.png') });
    await table.getByRole('row', { name: new RegExp(who.name) }).getByRole('button', { name: /^Open / }).click();
    await expect(page.getByRole('dialog', { name: who.name }).getByRole('form', { name: 'Reply by e-mail' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('contact-light.png') });
    await page.getByRole('dialog', { name: who.name }).getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.getByRole('tab', { name: /^Proposals/ }).click();
    const proposals = page.getByRole('table', { name: 'Proposals inbox' });
    await expect(proposals.getByRole('row', { name: new RegExp(who.name) })).toBeVisible();
    expect(await scrollsSideways(proposals), 'the proposals table scrolls sideways').toBe(false);
    await proposals.getByRole('row', { name: new RegExp(who.name) }).getByRole('button', { name: /^Open / }).click();
    const dialog = page.getByRole('dialog', { name: who.name });
    await expect(dialog.getByRole('region', { name: 'Your trip' })).toContainText('Masai Mara and Diani');
    await page.screenshot({ path: info.outputPath('proposal-light.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.screenshot({ path: info.outputPath('enquiries-dark.png') });
    await proposals.getByRole('row', { name: new RegExp(who.name) }).getByRole('button', { name: /^Open / }).click();
    await expect(dialog.getByRole('region', { name: 'Your details' })).toContainText('+254 700 123 456');
    await page.screenshot({ path: info.outputPath('proposal-dark.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
