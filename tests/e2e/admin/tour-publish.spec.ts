import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './helpers';

test('when a tour is switched off and on in the list, then the site follows and the Status column keeps its width', async ({ page, request, db }, testInfo) => {
  const session = await signInAsAdmin(page, request);
  const name = `E2E Switch ${testInfo.project.name} ${Date.now()}`;
  const created = await request.post('/api/tours', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name, tourType: 'wildlife', location: 'Tsavo', price: 700, duration: 2, pricing: { Budget: 650 } },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await page.goto(`/admin/tours?q=${encodeURIComponent(name)}`);
  const toggle = page.getByRole('switch', { name: `Published: ${name}` });
  const cell = page.getByRole('row', { name: new RegExp(name) }).getByRole('cell').filter({ has: toggle });
  const width = (await cell.boundingBox())?.width;
  await expect(toggle).toBeChecked();

  await toggle.click();
  await expect(page.getByText(`${name} is unpublished: it is no longer on the site.`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect((await request.get(`/api/tours/${slug}`)).status()).toBe(404);
  expect((await cell.boundingBox())?.width).toBe(width);

  await toggle.click();
  await expect(toggle).toBeChecked();
  // Only the flag changed: the tiers the list never showed are kept (read once the save is through).
  await expect
    .poll(async () => (await db.query<{ is_published: boolean; pricing: unknown }>('select is_published, pricing from tours where slug = $1', [slug])).rows[0])
    .toEqual({ is_published: true, pricing: { Budget: 650 } });
});
