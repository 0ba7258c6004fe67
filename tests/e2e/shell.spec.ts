import { test, expect } from '../support/fixtures';

test.describe('site shell', () => {
  test('when a visitor opens the home page, then the header shows the tagline, contacts and navigation', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('East Africa Specialists • 24/7 Support')).toBeVisible();
    await expect(header.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(header.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Quote' }).first()).toHaveAttribute('href', '/request-experience');
  });

  test('when the page scrolls, then the header stays at the top', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y ?? 999).toBeLessThanOrEqual(1);
  });

  test('when a visitor searches from the header, then the tours list opens with the trimmed text and the box clears', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('searchbox', { name: 'Search tours' }).or(page.getByRole('textbox', { name: 'Search tours' })).first();
    await search.fill('   Masai Mara  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tours\?q=Masai(\+|%20)Mara$/);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search tours' }).or(page.getByRole('textbox', { name: 'Search tours' })).first()).toHaveValue('');
  });

  test('when the search box holds only spaces, then Enter goes nowhere', async ({ page, isMobile }) => {
    await page.goto('/about');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('searchbox', { name: 'Search tours' }).or(page.getByRole('textbox', { name: 'Search tours' })).first();
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('when a visitor picks Luxury in the Tours menu, then the tours list opens with that tag @desktop-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tours' }).click();
    for (const name of ['All Tours', 'Wildlife', 'Luxury', 'Family']) await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Luxury' }).click();
    await expect(page).toHaveURL(/\/tours\?tag=luxury$/);
  });

  test('when the current page is About, then its nav link is highlighted @desktop-only', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('when the mobile menu is open and a link is clicked, then the menu closes @phone-only', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Contact' }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('when a visitor reaches the footer, then it shows the link columns and the 2025 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Top Destinations', 'Company', 'Explore', 'Tours & Safaris']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    for (const name of ['Privacy', 'Terms', 'Cookies']) await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.locator('a[href^="https://wa.me/"]').first()).toHaveAttribute('href', /text=/);
  });

  test('when the admin area is opened, then the public header and footer are hidden', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('East Africa Specialists • 24/7 Support')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
