import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { authSessionSchema } from '@safari/shared/auth';
import { registerUser, storeSession } from '../../support/auth';
import { signInAsAdmin } from './helpers';

const ADMIN_CODE = /\/assets\/admin-|slate|x-charts/;

test.describe('console shell', () => {
  test('when dark mode is switched on, then it survives a reload and goes when switched off', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/tours');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    // The MUI palette follows: a dark page, not just a class.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 21, 18)');
    await expect(page.getByRole('table', { name: 'Tours' }).getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test('when the sections are used, then each has its URL, back returns, and the sidebar or drawer fits the screen @layout', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin');
    const portrait = (page.viewportSize()?.width ?? 0) < 900;
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    if (portrait) {
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
    }
    await expect(nav.getByRole('link')).toHaveText(['Overview', 'Tours', 'Bookings', 'Departures', 'Guides & vehicles', 'Reconciliation', 'Users', 'Blogs', 'Enquiries', 'Reviews', 'Mail', 'Partners', 'Site settings', 'Audit trail', 'Profile']);
    await expect(page.getByRole('link', { name: 'Back to Web' })).toHaveAttribute('href', '/');
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
    if (portrait) await expect(nav).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // No horizontal scrolling of the page itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('when a list is filtered, sorted and paged, then the URL keeps it across a reload', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of')).toBeVisible();
    await page.getByRole('columnheader', { name: 'Duration (Days)' }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=duration-asc/);
    await expect(page).not.toHaveURL(/page=2/);
    await page.getByRole('columnheader', { name: 'Duration (Days)' }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=duration-desc/);
    const durations = page.getByRole('table', { name: 'Tours' }).getByRole('row').locator('td:nth-child(3)');
    // The rows of the new order replace the previous ones when they arrive.
    await expect
      .poll(async () => {
        const shown = (await durations.allInnerTexts()).map(Number);
        return shown.length > 1 && shown.every((value, index) => index === 0 || value <= shown[index - 1]!);
      })
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Search tours' }).fill('mara');
    await expect(page).toHaveURL(/q=mara/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search tours' })).toHaveValue('mara');
    for (const name of await page.getByRole('table', { name: 'Tours' }).getByRole('rowheader').allInnerTexts()) expect(name.toLowerCase()).toContain('mara');
  });

  test('when the connection drops, then a banner says so and the console stays as it was', async ({ page, request, context }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // The console has loaded (the overview's own code and figures, not only the shell's title) when
    // the connection drops: a chunk cut off halfway is another case (the error screen offers Reload).
    await expect(page.getByRole('region', { name: 'Total Users' }).getByTestId('stat-value')).toBeVisible();
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total Users' }).getByTestId('stat-value')).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('when the home page loads, then it downloads no admin, editor or chart code, and the service worker precaches none', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => ADMIN_CODE.test(url))).toEqual([]);
    const sw = await (await request.get('/sw.js')).text();
    expect(sw).toContain('assets/index');
    // No console code: only its small offline page (admin-offline.html, no script).
    expect(sw.replace(/admin-offline\.html/g, '')).not.toMatch(/admin-/);
    // …while the console does load its own chunks.
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(scripts.some((url) => /\/assets\/admin-/.test(url))).toBe(true);
  });

  test('when a moderator opens the console, then only the blog and the enquiries are offered and other sections say so and lead back to the blog', async ({ page, request, db }) => {
    const account = await registerUser(request, 'Mo Moderator');
    await db.query(`update users set role = 'moderator' where email = $1`, [account.user.email]);
    const login = await request.post('/api/auth/login', { data: { email: account.user.email, password: account.password } });
    await storeSession(page, authSessionSchema.parse(await login.json()));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText(['Blogs', 'Enquiries', 'Reviews', 'Profile']);
    await expect(page.getByText('Moderator', { exact: true })).toBeVisible();
    await page.goto('/admin/bookings');
    await expect(page.getByRole('alert')).toContainText('Your role does not include Bookings');
    await page.getByRole('link', { name: 'Go to Blogs' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
    await page.goto('/admin/mail');
    await expect(page.getByRole('heading', { name: 'Your role does not include Mail' })).toBeVisible();
  });
});
