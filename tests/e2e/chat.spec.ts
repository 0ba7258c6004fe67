import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const CANNED = 'Thanks! A safari planner will respond shortly.';

function chatPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Chat with a safari planner' });
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: /^Open chat/ }).click();
  await expect(chatPanel(page)).toBeVisible();
}

test.describe('chat widget', () => {
  test('when the chat opens, then it greets, offers four topics, the note and a privacy link, and focus is inside it', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    const panel = chatPanel(page);
    await expect(panel.getByRole('log')).toContainText('Ask us anything');
    for (const name of ['Custom itinerary', 'Best time for Mara', 'Family tours', 'What’s included']) {
      await expect(panel.getByRole('button', { name })).toBeVisible();
    }
    await expect(panel.getByText('Replies usually within about 5 minutes during business hours.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(panel.getByRole('button', { name: 'Minimise chat' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close chat' })).toBeVisible();
    expect(await panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });

  test('when a chip is tapped, then the message shows at once and the canned reply after 800 ms, not before', async ({ page }) => {
    await page.clock.install();
    await page.goto('/tours');
    await openChat(page);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const log = chatPanel(page).getByRole('log');

    await chatPanel(page).getByRole('button', { name: 'Best time for Mara' }).click();
    await expect(log).toContainText('When is the best time to visit the Masai Mara?');
    await expect(log.getByText(/\d{1,2}:\d{2}/).last()).toBeVisible();
    await page.clock.runFor(799);
    await expect(log.getByText(CANNED)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(log.getByText(CANNED)).toHaveCount(1);
  });

  test('when a reply arrives while minimised, then the launcher counts it and opening resets the count', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));

    const input = chatPanel(page).getByRole('textbox', { name: 'Type your message' });
    await input.fill('Do you run family safaris in August?');
    await input.press('Enter');
    await expect(chatPanel(page).getByRole('log')).toContainText('Do you run family safaris in August?');
    await expect(input).toHaveValue('');
    await page.keyboard.press('Escape');

    await expect(chatPanel(page)).toHaveCount(0);
    const launcher = page.getByRole('button', { name: /^Open chat/ });
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAccessibleName('Open chat');
    await page.clock.runFor(800);
    await expect(launcher).toHaveAccessibleName('Open chat, 1 unread message');
    await expect(page.getByTestId('chat-unread-badge')).toHaveText('1');

    await launcher.click();
    await expect(chatPanel(page).getByRole('log').getByText(CANNED)).toBeVisible();
    await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('button', { name: /^Open chat/ })).toHaveAccessibleName('Open chat');
    await expect(page.getByTestId('chat-unread-badge')).toHaveCount(0);
  });

  test('when a visitor sends a message, then it is stored as a chat enquiry with the page it came from @phone-only', async ({ page, db }, testInfo) => {
    const text = `Is the Mara good in March? (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/about');
    await openChat(page);
    await chatPanel(page).getByRole('textbox', { name: 'Type your message' }).fill(text);
    await chatPanel(page).getByRole('button', { name: 'Send message' }).click();
    await expect(chatPanel(page).getByRole('log')).toContainText(text);

    await expect
      .poll(async () => {
        const { rows } = await db.query<{ channel: string; page: string }>("select channel, meta->>'page' as page from enquiries where message = $1", [text]);
        return rows;
      })
      .toEqual([{ channel: 'chat', page: '/about' }]);
  });

  test('when storing the message fails, then the chat goes on, the message is kept and it is stored once the server is back @phone-only', async ({ page, db }, testInfo) => {
    await page.route('**/api/enquiries', (route) => route.fulfill({ status: 503, json: { error: 'Unavailable' } }));
    const text = `Family tours in December? (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/');
    await openChat(page);
    const input = chatPanel(page).getByRole('textbox', { name: 'Type your message' });
    await input.fill(text);
    await input.press('Enter');
    // Online but our server failing: the note says so (offline it would promise to send on reconnection).
    await expect(chatPanel(page).getByText('Saved on your phone; we couldn’t reach our server, so we’ll keep trying.')).toBeVisible();
    await expect(chatPanel(page).getByRole('log').getByText(CANNED)).toBeVisible();

    await page.unroute('**/api/enquiries');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(chatPanel(page).getByText('Saved on your phone, sends when you are back online.')).toHaveCount(0);
    await expect
      .poll(async () => (await db.query("select 1 from enquiries where channel = 'chat' and message = $1", [text])).rowCount)
      .toBe(1);
  });

  test('when the server refuses a message, then it is marked not delivered and Retry sends it @phone-only', async ({ page, db }, testInfo) => {
    await page.route('**/api/enquiries', (route) => route.fulfill({ status: 400, json: { error: 'Invalid request', fields: { message: 'Please type a message.' } } }));
    const text = `What is included? (${testInfo.project.name} ${Date.now()})`;
    await page.goto('/');
    await openChat(page);
    const input = chatPanel(page).getByRole('textbox', { name: 'Type your message' });
    await input.fill(text);
    await input.press('Enter');
    await expect(chatPanel(page).getByText('Not delivered.')).toBeVisible();

    await page.unroute('**/api/enquiries');
    await chatPanel(page).getByRole('button', { name: 'Retry' }).click();
    await expect(chatPanel(page).getByText('Not delivered.')).toHaveCount(0);
    await expect
      .poll(async () => (await db.query("select 1 from enquiries where channel = 'chat' and message = $1", [text])).rowCount)
      .toBe(1);
  });

  test('when the visitor leaves a malformed e-mail for the reply, then the message is held and the e-mail is flagged @phone-only', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    const panel = chatPanel(page);
    await panel.getByRole('button', { name: 'Get the reply by e-mail (optional)' }).click();
    await panel.getByLabel('Your email').fill('amina@example');
    await panel.getByRole('textbox', { name: 'Type your message' }).fill('Hello');
    await panel.getByRole('textbox', { name: 'Type your message' }).press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Valid email required.');
    await expect(panel.getByRole('textbox', { name: 'Type your message' })).toHaveValue('Hello');
  });
});
