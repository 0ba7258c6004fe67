import type pg from 'pg';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './helpers';

function visitor(tag: string, project: string) {
  const id = `${tag}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Kamau ${id}`, email: `${id}@e2e.example.com` };
}

/** A notification that gave up (as after eight refused SMTP attempts). */
async function insertFailed(db: pg.Client, recipient: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into notifications (kind, recipient, subject, payload, status, attempts, last_error)
     values ('contact_received', $1, 'We received your message: Gorillas', '{"name":"Kamau","subject":"Gorillas","message":"Permits in May?"}', 'failed', 8, 'ECONNREFUSED: connect ECONNREFUSED 10.0.0.9:25')
     returning id`,
    [recipient],
  );
  return rows[0]!.id;
}

test.describe('mail outbox', () => {
  test('when a visitor writes, then the confirmation is in the outbox with its rendered message; a failed e-mail is sent again', async ({ page, request, db }, info) => {
    test.slow();
    const who = visitor('mail', info.project.name);
    const sent = await request.post('/api/enquiries', { data: { channel: 'contact', name: who.name, email: who.email, subject: 'Gorilla permits', message: 'Are permits available in May?', consent: true } });
    expect(sent.status()).toBe(201);
    const failedId = await insertFailed(db, `failed-${who.email}`);

    await signInAsAdmin(page, request);
    await page.goto(`/admin/mail?q=${encodeURIComponent(who.email)}`);
    const table = page.getByRole('table', { name: 'Mail outbox' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    const row = table.getByRole('row', { name: /Gorilla permits/ });
    await expect(row).toContainText('Contact received');
    await expect(row).toContainText('We received your message: Gorilla permits');
    await row.getByRole('button', { name: /^View e-mail/ }).click();
    const dialog = page.getByRole('dialog', { name: 'We received your message: Gorilla permits' });
    await expect(dialog).toContainText(who.email);
    await expect(dialog.getByTitle('Message as HTML')).toBeVisible();
    await expect(dialog.frameLocator('iframe[title="Message as HTML"]').getByText(`Dear ${who.name},`)).toBeVisible();
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await expect(dialog.getByTestId('mail-text')).toContainText('Are permits available in May?');
    // Scanned with the plain text shown: axe cannot enter the sandboxed HTML frame (no scripts run there), and waits for it.
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    // The failed one: filters by status and kind, its error, and Send again.
    await page.goto(`/admin/mail?status=failed&kind=contact_received&q=${encodeURIComponent(`failed-${who.email}`)}`);
    const failed = table.getByRole('row', { name: new RegExp(`failed-${who.email.replace(/[.]/g, '\\.')}`) });
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('8 attempts');
    await expect(failed).toContainText('ECONNREFUSED');
    await failed.getByRole('button', { name: /^Send again/ }).click();
    await expect(page.locator('[data-toast]')).toContainText('Queued to be sent again.');
    await expect(table).toContainText('No e-mails match these filters.');
    await expect.poll(async () => (await db.query<{ status: string }>('select status from notifications where id = $1', [failedId])).rows[0]?.status, { timeout: 10_000 }).toBe('sent');
    const audit = await db.query<{ action: string; before: { status: string }; after: { status: string } }>(`select action, before, after from audit_log where entity = 'notification' and entity_id = $1`, [failedId]);
    expect(audit.rows.map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual([['resend', 'failed', 'pending']]);
  });

  test('when an e-mail failed and waits for its next try, then its row shows the attempts, the next try and the last error', async ({ page, request, db }, info) => {
    const who = visitor('mail-retry', info.project.name);
    await db.query(
      `insert into notifications (kind, recipient, subject, payload, status, attempts, last_error, next_attempt_at)
       values ('contact_received', $1, 'We received your message: Retry', '{"name":"Kamau","subject":"Retry","message":"Hello"}', 'pending', 2, 'ETIMEDOUT: Greeting never received', now() + interval '2 minutes')`,
      [who.email],
    );
    await signInAsAdmin(page, request);
    await page.goto(`/admin/mail?q=${encodeURIComponent(who.email)}`);
    const row = page.getByRole('table', { name: 'Mail outbox' }).getByRole('row', { name: /We received your message: Retry/ });
    await expect(row).toContainText('Pending', { timeout: 20_000 });
    await expect(row).toContainText('2 attempts');
    await expect(row).toContainText(/next try \d/);
    await expect(row).toContainText('ETIMEDOUT: Greeting never received');
    await page.screenshot({ path: info.outputPath('mail-retry.png') });
  });

  test('when the outbox is shown on a tablet, then the list and a message are readable in light and dark @layout', async ({ page, request, db }, info) => {
    test.slow();
    const who = visitor('mail-layout', info.project.name);
    await request.post('/api/newsletter', { data: { name: who.name, email: who.email } });
    await insertFailed(db, `failed-${who.email}`);
    await signInAsAdmin(page, request);
    await page.goto('/admin/mail');
    const table = page.getByRole('table', { name: 'Mail outbox' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('row', { name: new RegExp(`failed-${who.email.replace(/[.]/g, '\\.')}`) })).toBeVisible();
    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // No sideways scrolling inside the table either.
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth + 1)).toBe(false);
    await page.screenshot({ path: info.outputPath('mail-light.png') });
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.screenshot({ path: info.outputPath('mail-dark.png') });
    await page.goto(`/admin/mail?kind=newsletter_welcome&q=${encodeURIComponent(who.email)}`);
    await table.getByRole('button', { name: /^View e-mail/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.frameLocator('iframe[title="Message as HTML"]').getByText(`Dear ${who.name},`)).toBeVisible();
    await page.screenshot({ path: info.outputPath('mail-dialog-dark.png') });
    // Scanned with the plain text shown: axe cannot enter the sandboxed HTML frame.
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
