import { randomUUID } from 'node:crypto';
import { authSessionSchema } from '@safari/shared/auth';
import { storeSession } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { adminSession, pngOf } from './helpers';

/** A console section's first load (its own chunk) on a busy 2-core machine. */
const FIRST_LOAD = { timeout: 20_000 };

test.describe('profile settings', () => {
  test('when a staff member renames themselves and picks an avatar, then the sidebar shows both at once; passwords must match @layout', async ({ page, request }) => {
    // A whole staff task with several screens and a sign-in: more time than a one-screen check.
    test.slow();
    // A moderator of its own: the seeded admin's name and password stay as other tests expect them.
    const admin = await adminSession(request);
    const email = `profile-${randomUUID()}@e2e.test`;
    const password = `e2e-${randomUUID()}`;
    const created = await request.post('/api/users', { headers: { Authorization: `Bearer ${admin.token}` }, data: { name: 'Pendo Before', email, password, role: 'moderator' } });
    expect(created.status()).toBe(201);
    const login = await request.post('/api/auth/login', { data: { email, password } });
    await storeSession(page, authSessionSchema.parse(await login.json()));

    await page.goto('/admin/blogs');
    const portrait = (page.viewportSize()?.width ?? 0) < 900;
    // The user menu leads to the profile.
    await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Account menu of Pendo Before' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Pendo Before', FIRST_LOAD);
    expect(await seriousViolations(page)).toEqual([]);

    // Mismatched passwords: the spec's words, nothing saved.
    await page.getByLabel('New password').fill('Brand-new-pass-1');
    await page.getByLabel('Confirm password').fill('Brand-new-pass-2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
    // Cancel clears the password fields (and the chosen avatar).
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('New password')).toHaveValue('');
    await expect(page.getByLabel('Confirm password')).toHaveValue('');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngOf([40, 120, 200], 64) });
    await expect(page.getByRole('img', { name: 'Chosen avatar' })).toBeVisible();
    await page.getByLabel('Full name').fill('Pendo After');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    // The sidebar (a drawer on a portrait tablet) changed without a reload.
    await expect(page.getByRole('button', { name: 'Account menu of Pendo After' })).toBeVisible();
    if (portrait) await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByText('Welcome, Pendo After')).toBeVisible();
    const avatar = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { avatar?: string })).avatar ?? '';
    expect(avatar).toMatch(/^\/uploads\/upload\.[0-9a-f]{16}\.webp$/);
    await expect(page.locator(`img[src="${avatar}"]`).first()).toBeVisible();
  });

  test('when a new password is saved with the current one, then the session goes on and the new password signs in', async ({ page, request }) => {
    // A whole staff task with several screens and a sign-in: more time than a one-screen check.
    test.slow();
    const admin = await adminSession(request);
    const email = `password-${randomUUID()}@e2e.test`;
    const password = `e2e-${randomUUID()}`;
    await request.post('/api/users', { headers: { Authorization: `Bearer ${admin.token}` }, data: { name: 'Key Changer', email, password, role: 'moderator' } });
    const login = await request.post('/api/auth/login', { data: { email, password } });
    await storeSession(page, authSessionSchema.parse(await login.json()));
    await page.goto('/admin/profile');
    await expect(page.getByLabel('New password')).toBeVisible(FIRST_LOAD);
    await page.getByLabel('New password').fill('Brand-new-pass-1');
    await page.getByLabel('Confirm password').fill('Brand-new-pass-1');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your current password is not correct.').first()).toBeVisible(FIRST_LOAD);
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    // Still signed in (the answer's new token was kept): a reload stays on the page.
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Key Changer', FIRST_LOAD);
    expect((await request.post('/api/auth/login', { data: { email, password: 'Brand-new-pass-1' } })).status()).toBe(200);
  });
});
