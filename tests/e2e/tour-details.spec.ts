import { test, expect } from '../support/fixtures';

interface TourRow {
  id: string;
  name: string;
  location: string;
  duration_days: number | null;
  rating: string;
}

test.describe('tour details', () => {
  test('when a visitor opens a tour, then its details from the database are laid out as the spec says', async ({ page, db }) => {
    const { rows } = await db.query<TourRow>(
      `select t.id, t.name, t.location, t.duration_days, t.rating::text as rating from tours t
        where t.is_published and exists (select 1 from tour_images i where i.tour_id = t.id)
        order by t.name limit 1`,
    );
    const tour = rows[0]!;
    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Safaris' })).toHaveAttribute('href', '/tours');
    await expect(breadcrumb.getByText(tour.name)).toBeVisible();
    await expect(page.getByText(tour.location).first()).toBeVisible();
    if (tour.duration_days) await expect(page.getByText(`${tour.duration_days} days`).first()).toBeVisible();
    await expect(page.getByText(Number(tour.rating).toFixed(1)).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Included', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not Included', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Itinerary/ })).toBeVisible();
    await expect(page.getByText('Day 1').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book This Safari' })).toHaveAttribute('href', `/booking/${tour.id}`);
    await expect(page.getByRole('link', { name: 'Request Custom Itinerary' })).toHaveAttribute('href', '/request-experience');
  });

  test('when a visitor opens a tour, then it has its own title and description, and WhatsApp opens with the tour named', async ({ page, db }) => {
    const { rows } = await db.query<{ id: string; name: string }>(`select id, name from tours where is_published order by name limit 1`);
    const tour = rows[0]!;
    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    await expect(page).toHaveTitle(`${tour.name} | Pulse of the Wild Safaris`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ }).filter({ hasText: 'Ask on WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(href).searchParams.get('text')).toContain(tour.name);
  });

  test('when a tour link is fetched by a link preview, then the HTML carries its title, Open Graph tags and TouristTrip data', async ({ request, db }) => {
    const { rows } = await db.query<{ id: string; name: string }>(`select id, name from tours where is_published order by name limit 1`);
    const tour = rows[0]!;
    const response = await request.get(`/tours/${tour.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = tour.name.replace(/&/g, '&amp;');
    expect(html).toContain(`<meta property="og:title" content="${escaped}`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{10,}"/);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const data = JSON.parse(jsonLd) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain('TouristTrip');
    expect(JSON.stringify(data)).toContain('"offers"');
  });

  test('when the tour photos cannot be loaded, then the stock safari image stands in for them', async ({ page, db }) => {
    const { rows } = await db.query<{ id: string; name: string }>(
      `select t.id, t.name from tours t where t.is_published and exists (select 1 from tour_images i where i.tour_id = t.id) order by t.name limit 1`,
    );
    const tour = rows[0]!;
    // Every upload but the stock image is missing.
    await page.route(/\/uploads\/(?!fallback-safari)/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`/tours/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    const photos = page.getByRole('main').locator('img');
    await expect(photos.first()).toHaveAttribute('src', /fallback-safari/);
    await expect.poll(async () => photos.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBeGreaterThan(0);
  });

  test('when a visitor opens the gallery, then the lightbox steps through the photos with arrows and keys', async ({ page, db }) => {
    const { rows } = await db.query<{ id: string; count: string }>(
      `select t.id, count(i.*) as count from tours t join tour_images i on i.tour_id = t.id
        where t.is_published group by t.id having count(i.*) >= 2 order by t.name limit 1`,
    );
    const tour = rows[0]!;
    const total = Number(tour.count) + 1;
    await page.goto(`/tours/${tour.id}`);
    await page.getByRole('button', { name: /open photo 1/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: /next/i }).click();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when the tour id is unknown, then the visitor is told and offered the tours list', async ({ page }) => {
    await page.goto('/tours/not-a-real-id');
    await expect(page.getByRole('heading', { name: 'Tour not found' })).toBeVisible();
    await expect(page.getByText('Please check your selection or browse other safaris.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Tours' })).toHaveAttribute('href', '/tours');
  });

  test('when an unpublished tour is requested, then it is not found', async ({ page, db }) => {
    const { rows } = await db.query<{ id: string }>('select id from tours where not is_published limit 1');
    await page.goto(`/tours/${rows[0]!.id}`);
    await expect(page.getByRole('heading', { name: 'Tour not found' })).toBeVisible();
  });

  test('when the API is asked for a malformed tour id, then it answers 404 JSON', async ({ request }) => {
    for (const id of ['not-a-real-id', "1' or '1'='1", '00000000-0000-0000-0000-000000000000']) {
      const response = await request.get(`/api/tours/${encodeURIComponent(id)}`);
      expect(response.status()).toBe(404);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
  });
});
