import { formatMoney } from '@safari/shared/money-rules';
import { registerUser } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { ADMIN, signInAsAdmin } from './helpers';

test.describe('staff sign-in and session', () => {
  test('when a signed-out visitor opens a console page, then sign-in comes first and leads back to that page @layout', async ({ page }) => {
    await page.goto('/admin/tours?location=Amboseli');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Ftours%3Flocation%3DAmboseli$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/tours\?location=Amboseli$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Tours' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Location/ })).toHaveText('Amboseli');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  });

  test('when the password is wrong, then the red banner says so and no session is kept', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const banner = page.getByRole('alert');
    await expect(banner).toHaveText('Invalid credentials!');
    await expect(banner).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('when a traveller signs in at the console, then they are told the account has no staff access and see no console', async ({ page, request }) => {
    const traveller = await registerUser(request, 'Tess Traveller');
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(traveller.user.email);
    await page.getByLabel('Password').fill(traveller.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('This account has no staff access');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText(/^Welcome,/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('when the admin signs in, then the overview shows the four totals the database holds', async ({ page, db }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Welcome, ')).toBeVisible();
    const card = (name: string) => page.getByRole('region', { name }).getByTestId('stat-value');
    // Other tests write at the same time: read the database and the screen until they agree.
    await expect(async () => {
      const { rows } = await db.query<{ users: number; tours: number; bookings: number; revenue: string }>(
        `select (select count(*)::int from users) as users, (select count(*)::int from tours where deleted_at is null) as tours,
                (select count(*)::int from bookings) as bookings,
                (select coalesce(sum(usd), 0)::text from ledger_entries) as revenue`,
      );
      const figures = rows[0]!;
      await page.reload();
      await expect(card('Total Users')).toHaveText(figures.users.toLocaleString('en-US'), { timeout: 3_000 });
      await expect(card('Total Tours')).toHaveText(figures.tours.toLocaleString('en-US'), { timeout: 3_000 });
      await expect(card('Total Bookings')).toHaveText(figures.bookings.toLocaleString('en-US'), { timeout: 3_000 });
      // Money received less refunds (the ledger's dollar equivalents), to the cent.
      const revenue = formatMoney(Number(figures.revenue), 'USD');
      await expect(card('Total Revenue ($)')).toHaveText(revenue, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('Bookings Trend', { exact: true })).toBeVisible();
    await expect(page.getByText('Revenue Growth', { exact: true })).toBeVisible();
    await expect(page.locator('figure', { hasText: 'Bookings Trend' }).locator('svg path').first()).toBeAttached();
    await expect(page.locator('figure', { hasText: 'Revenue Growth' }).locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when staff log out from the sidebar, then storage is cleared and the console asks for sign-in again', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('when the user menu is used to log out, then the session ends too', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin');
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('when the stored token is no longer accepted, then the console signs out to the login page', async ({ page, request }) => {
    const session = await signInAsAdmin(page, request);
    // A token the server refuses (signature broken), with the user still in storage.
    await page.evaluate((token) => localStorage.setItem('token', `${token.slice(0, -4)}AAAA`), session.token);
    await page.goto('/admin/tours');
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
