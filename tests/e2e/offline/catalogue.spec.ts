import { test, expect } from '../../support/fixtures';
import { expectImagesLoaded, forgetCatalogue, waitForServiceWorker } from './helpers';

interface TourRow {
  id: string;
  name: string;
  image: string;
  images: string[];
}

test.describe('offline catalogue', () => {
  test('when a visitor has seen home, a tour and a post online, then all of them, the tours list and its filters work offline after a reload', async ({ page, context, db }) => {
    const { rows: tours } = await db.query<TourRow>(
      `select t.id, t.name, t.image, array(select i.file from tour_images i where i.tour_id = t.id order by i.position) as images
         from tours t where t.is_published and t.deleted_at is null
          and (select count(*) from tour_images i where i.tour_id = t.id) >= 2
        order by t.name limit 1`,
    );
    const tour = tours[0]!;
    const { rows: posts } = await db.query<{ slug: string; title: string }>(
      `select slug, title from blog_posts where is_published and deleted_at is null order by published_at desc limit 1`,
    );
    const post = posts[0]!;
    const { rows: shortTours } = await db.query<{ count: string }>(
      `select count(*) from tours where is_published and deleted_at is null and duration_days <= 3`,
    );
    const shortCount = Number(shortTours[0]!.count);
    expect(shortCount).toBeGreaterThan(0);

    // Online: the service worker installs; the visitor opens home, one tour and one post.
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Handpicked Kenya adventures' })).toBeVisible();
    await expect(page.locator('a[href^="/tours/"]').first()).toBeVisible();
    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    // Opening a tour keeps every photo of its gallery, in every size, for offline use.
    const files = [...new Set([tour.image, ...tour.images])].map((file) => `/uploads/${file.replace(/^\/?(uploads\/)?/, '')}`);
    const wanted = files.flatMap((url) => {
      const base = url.replace(/\.[a-z0-9]+$/i, '');
      return [`${base}-400w.webp`, `${base}-800w.webp`, url];
    });
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('images')).keys()).map((request) => new URL(request.url).pathname)), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(wanted));
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    // Offline: reload and browse.
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Feel the Pulse of the Wild' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Handpicked Kenya adventures' })).toBeVisible();
    await expect(page.locator('a[href^="/tours/"]').first()).toBeVisible();
    await expect(page.getByTestId('connection-indicator')).toHaveAccessibleName(/You are offline/);

    await page.goto('/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('Failed to load tours. Please try again.')).toHaveCount(0);
    await page.goto('/tours?duration=short');
    await expect(page.getByText(`Showing ${Math.min(shortCount, 9)} of ${shortCount} ${shortCount === 1 ? 'safari' : 'safaris'}`)).toBeVisible();

    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    const gallery = page.getByRole('button', { name: /^Open photo/ });
    await expect(gallery).toHaveCount(files.length);
    for (const photo of await gallery.all()) await photo.scrollIntoViewIfNeeded();
    await expectImagesLoaded(page, 'main img');

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

  test('when nothing was cached and the network is down, then the tours list shows its error box', async ({ page, context }) => {
    await page.goto('/about');
    await waitForServiceWorker(page);
    // The shell is precached, the catalogue is not: this browser never loaded the tours.
    await forgetCatalogue(page);
    await context.setOffline(true);
    await page.goto('/tours');
    await expect(page.getByText('Failed to load tours. Please try again.')).toBeVisible({ timeout: 15_000 });
  });

  test('when the admin area is opened offline, then it says it needs a connection and that drafts are kept', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'The console needs a connection; your drafts are kept on this tablet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the public site' })).toHaveAttribute('href', '/');
  });
});
