import { test, expect } from '../support/fixtures';

test.describe('about page', () => {
  test('when a visitor reads the About page, then every section of the spec is there with its copy', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Pulse of the Wild Safaris');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Our Story', 'Mission and Vision', 'What We Do Best', 'Key Destinations', 'Your safari in four steps', 'Frequently Asked Questions', 'Talk to our team']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    for (const country of ['Kenya', 'Tanzania', 'Uganda', 'Rwanda']) {
      await expect(page.getByRole('heading', { level: 3, name: country, exact: true })).toBeVisible();
    }
    await expect(page.locator('#how-it-works ol > li')).toHaveCount(4);
    await expect(page.getByText('Pulse of the Wild Safaris began twelve years ago')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    await expect(main.getByRole('link', { name: /on Instagram$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Custom Itinerary' })).toHaveAttribute('href', '/request-experience');
  });

  test('when the stats scroll into view, then they count up from 0 to 12, 500, 35 and 1200', async ({ page }) => {
    await page.goto('/about');
    const counters = page.getByTestId('about-counter');
    // Below the fold, the counters wait at 0 until the visitor gets there.
    await expect(counters).toHaveText(['0', '0', '0', '0']);
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(['12', '500', '35', '1200']);
  });

  test('when the visitor prefers reduced motion, then the stats show their final values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await expect(page.getByTestId('about-counter')).toHaveText(['12', '500', '35', '1200']);
  });

  test('when a question of the FAQ is used with the mouse or the keyboard, then its answer opens and closes', async ({ page }) => {
    await page.goto('/about');
    const faq = page.locator('#faq');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);

    const first = faq.getByRole('button', { name: 'When is the best time to go on safari in Kenya?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('Kenya is a year-round destination.', { exact: false })).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: 'When is the best time to go on safari in Kenya?' })).toContainText('July to October');

    const second = faq.getByRole('button', { name: 'Are your safaris private or shared?' });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
