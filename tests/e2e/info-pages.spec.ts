import { test, expect } from '../support/fixtures';
import { reachFooter } from '../support/shell';

const PAGES: [path: string, title: string][] = [
  ['/destinations/nairobi', 'Nairobi: Where Your Safari Begins'],
  ['/destinations/amboseli', 'Amboseli National Park'],
  ['/destinations/masai-mara', 'Masai Mara National Reserve'],
  ['/accommodations', 'Where You’ll Stay'],
  ['/team', 'Meet the Team'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/testimonials', 'What Our Travellers Say'],
  ['/responsible-travel', 'Responsible Travel'],
  ['/insurance', 'Travel Insurance'],
  ['/live-chat', 'Live Chat & Contact'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/cookies', 'Cookie Policy'],
];

test.describe('information pages', () => {
  for (const [path, title] of PAGES) {
    test(`when ${path} opens, then it shows its title, intro and sections @phone-only`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Pulse of the Wild Safaris`);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
      await expect(page.getByText('Coming soon')).toHaveCount(0);
    });
  }

  test('when the footer link to Amboseli is followed, then the destination page lists its safaris from the catalogue', async ({ page, db }) => {
    const { rows } = await db.query<{ name: string }>(
      "select name from tours where is_published and deleted_at is null and (location ilike '%amboseli%' or name ilike '%amboseli%') order by name",
    );
    expect(rows.length).toBeGreaterThan(0);
    await page.goto('/');
    await (await reachFooter(page)).getByRole('link', { name: 'Amboseli', exact: true }).click();
    await expect(page).toHaveURL(/\/destinations\/amboseli$/);
    const section = page.getByRole('region', { name: 'Safaris to Amboseli' });
    await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const names = await section.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.every((name) => rows.some((row) => row.name === name))).toBe(true);
  });

  test('when the section list of a long page is used, then it jumps to the section @desktop-only', async ({ page }) => {
    await page.goto('/privacy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'Your rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInViewport();
  });

  test('when the Live Chat page button is pressed, then the chat widget opens', async ({ page }) => {
    await page.goto('/live-chat');
    await expect(page.getByRole('button', { name: /^Open chat/ })).toBeVisible();
    await page.getByRole('button', { name: 'Start a chat now' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with a safari planner' })).toBeVisible();
  });

  test('when the gallery opens, then it shows the tour photos and a photo opens in the lightbox with a counter', async ({ page, db }) => {
    const { rows } = await db.query<{ count: string }>(
      `select count(distinct f) as count from (
         select image as f from tours where is_published and deleted_at is null and image <> ''
         union all
         select i.file from tour_images i join tours t on t.id = i.tour_id where t.is_published and t.deleted_at is null
       ) files`,
    );
    const total = Number(rows[0]!.count);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const photos = page.getByRole('button', { name: /^Open photo:/ });
    await expect(photos).toHaveCount(total);

    await photos.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Safari photo gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View this safari' })).toHaveAttribute('href', /^\/tours\//);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
