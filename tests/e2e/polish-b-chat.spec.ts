import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const CANNED = 'Thanks! A safari planner will respond shortly.';
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with a safari planner' });

const CHIPS = [
  // The planning steps are the About page's; the link goes where the traveller acts on them.
  { chip: 'Custom itinerary', link: 'Request a custom itinerary', path: '/request-experience', source: '/about' },
  { chip: 'Best time for Mara', link: 'Masai Mara guide', path: '/destinations/masai-mara', source: '/destinations/masai-mara' },
  { chip: 'Family tours', link: 'FAQ: safaris with children', path: '/faqs', source: '/faqs' },
  { chip: 'What’s included', link: 'FAQ: what is included', path: '/faqs', source: '/faqs' },
];

test.describe('chat answers what it was asked @phone-only', () => {
  test('when a quick reply is tapped, then the canned reply comes at 800 ms and a short answer from the site follows, after it, with a link', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: /^Open chat/ }).click();
    const chip = panel(page).getByRole('button', { name: 'What’s included' });
    // The panel is open and settled before time stops.
    await expect(chip).toBeVisible();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const log = panel(page).getByRole('log');
    await chip.click();
    // The message is checked (zod loads in real time) before it is shown and its replies are timed.
    await expect(log.getByText('What is included in the price of your safaris?')).toBeVisible();
    await page.clock.runFor(800);
    await expect(log.getByText(CANNED)).toHaveCount(1);
    await expect(log.getByRole('link', { name: 'FAQ: what is included' })).toHaveCount(0);
    await page.clock.runFor(700);
    const link = log.getByRole('link', { name: 'FAQ: what is included' });
    // The answers' chunk loads over the network in real time: when it arrives after these 1.5 s of
    // the paused clock, its answer is due at once, on the clock's next tick.
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        return link.count();
      })
      .toBe(1);
    await expect(link).toHaveAttribute('href', '/faqs');
    // The answer is the last message, after the canned reply.
    await expect(log.getByRole('listitem').last()).toContainText('Usually accommodation');
  });

  for (const { chip, link, path, source } of CHIPS) {
    test(`when '${chip}' is tapped, then its answer is the linked page's own words`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Open chat/ }).click();
      await panel(page).getByRole('button', { name: chip }).click();
      const answerLink = panel(page).getByRole('log').getByRole('link', { name: link });
      await expect(answerLink).toBeVisible();
      const bubble = panel(page).getByRole('log').getByRole('listitem').last();
      const text = ((await bubble.innerText()).split('\n').find((line) => line.length > 40) ?? '').replace(/^Safari planner: /, '');
      expect(text.length).toBeGreaterThan(40);
      await answerLink.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The first sentence of the answer appears on the page it comes from.
      const firstSentence = text.split(/(?<=[.!?])\s/)[0] ?? '';
      if (source !== path) await page.goto(source);
      await expect(page.getByRole('main')).toContainText(firstSentence);
    });
  }
});
