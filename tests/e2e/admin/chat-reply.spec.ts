/**
 * Chat answered from the console, with two browser contexts: a traveller's message goes out from the
 * widget on a phone, the open console's thread shows it (and the next one, live), and the console's
 * reply comes back into the widget within seconds, with the unread badge while it is closed.
 * With SHOTS naming a folder, the widget (390×844) and the console's thread (1280×800, 800×1280) are
 * photographed.
 */
import { devices, type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './helpers';

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS;
  if (!folder) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${folder}/${name}.png` });
}

test('when a traveller chats from a phone, then the console answers in the thread and the reply comes back into the widget', async ({ page, request, browser, db }, testInfo) => {
  test.skip(testInfo.project.name === 'admin-portrait', 'width does not matter');
  const stamp = Date.now().toString(36);
  const question = `Is July good for the Mara? (${stamp})`;

  await signInAsAdmin(page, request);
  await page.goto('/admin');

  // The traveller, on a phone.
  const phoneContext = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    baseURL: new URL(page.url()).origin,
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/');
  await phone.getByRole('button', { name: /^Open chat/ }).click();
  const widget = phone.getByRole('dialog', { name: 'Chat with a safari planner' });
  await widget.getByRole('textbox', { name: 'Type your message' }).fill(question);
  await widget.getByRole('button', { name: 'Send message' }).click();
  await expect
    .poll(async () => (await db.query(`select 1 from enquiries where channel = 'chat' and conversation is not null and message = $1`, [question])).rowCount, { timeout: 10_000 })
    .toBe(1);

  // The console, open on the chat.
  await page.goto(`/admin/enquiries?tab=chat&q=${encodeURIComponent(stamp)}`);
  await expect(page.getByRole('button', { name: /^Alerts/ })).toHaveAttribute('data-stream', 'live', { timeout: 20_000 });
  await page.getByRole('button', { name: /^Open chat item from/ }).first().click();
  const dialog = page.getByRole('dialog', { name: /Anonymous visitor/ });
  const thread = dialog.getByRole('list', { name: 'Chat messages' });
  await expect(thread).toContainText(question);

  // A further message from the phone shows in the open console by itself (the event stream).
  await widget.getByRole('textbox', { name: 'Type your message' }).fill(`We are a family of four (${stamp})`);
  await widget.getByRole('button', { name: 'Send message' }).click();
  await expect(thread).toContainText(`We are a family of four (${stamp})`, { timeout: 5_000 });

  // The reply goes into the thread and, the widget being open, shows there within seconds.
  const reply = page.getByRole('textbox', { name: 'Reply in the chat' });
  await reply.fill('Jambo! July is the best month for the migration.');
  const send = dialog.getByRole('button', { name: 'Send in the chat' });
  expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await send.click();
  await expect(thread).toContainText('Jambo! July is the best month for the migration.');
  await expect(reply).toHaveValue('');
  await expect(widget.getByRole('log')).toContainText('Jambo! July is the best month for the migration.', { timeout: 8_000 });
  await shot(phone, 'widget-reply-390x844');
  await shot(page, 'console-thread-1280x800');
  if (process.env.SHOTS) {
    await page.setViewportSize({ width: 800, height: 1280 });
    await shot(page, 'console-thread-800x1280');
  }

  // The traveller closes the chat and comes back later: the device remembers the conversation, and a
  // reply written meanwhile shows as unread on the launcher.
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await reply.fill('Shall I send you a few options?');
  await send.click();
  await expect(thread).toContainText('Shall I send you a few options?');
  await phone.goto('/tours');
  await expect(phone.getByTestId('chat-unread-badge')).toHaveText('1', { timeout: 10_000 });
  await phone.getByRole('button', { name: 'Open chat, 1 unread message' }).click();
  await expect(widget.getByRole('log')).toContainText('Shall I send you a few options?');
  await expect(widget.getByRole('log')).toContainText(question);
  await phoneContext.close();
});
