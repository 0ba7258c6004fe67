import { randomUUID } from 'node:crypto';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { adminSession, signInAsAdmin } from './helpers';

/** A console section's first load (its own chunk) on a busy 2-core machine. */
const FIRST_LOAD = { timeout: 20_000 };

test.describe('managing users', () => {
  test('when an admin adds a moderator in the console, then that person can sign in at /admin/login and sees the blog, not the users', async ({ page, request, db }) => {
    // A whole staff task with several screens and a sign-in: more time than a one-screen check.
    test.slow();
    await signInAsAdmin(page, request);
    const name = `Neema Guide ${randomUUID().slice(0, 6)}`;
    const email = `neema-${randomUUID()}@e2e.test`;
    const password = `e2e-${randomUUID()}`;
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: '+ Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });

    // Nothing filled in: the spec's required fields say so, and nothing is sent.
    await dialog.getByRole('button', { name: 'Add User', exact: true }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await expect(dialog.getByText('Email is required.')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await dialog.getByRole('button', { name: 'Add User', exact: true }).click();
    await expect(page.getByText('User Added Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Found by the search, with its role; the database holds a hash, not the password.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Moderator')).toBeVisible();
    const stored = await db.query<{ password_hash: string }>('select password_hash from users where email = $1', [email]);
    expect(stored.rows[0]?.password_hash).toMatch(/^\$2[aby]\$/);

    // A fresh browser session: the new account signs in through the form.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/, FIRST_LOAD);
    await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link', { name: 'Blogs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Your role does not include Users' })).toBeVisible();
  });

  test('when a user is edited, disabled and deleted, then the list follows, the disabled account cannot sign in, and the confirmation says bookings stay', async ({ page, request }) => {
    // A whole staff task with several screens and a sign-in: more time than a one-screen check.
    test.slow();
    const admin = await adminSession(request);
    const email = `edit-${randomUUID()}@e2e.test`;
    const password = `e2e-${randomUUID()}`;
    const created = await request.post('/api/users', { headers: { Authorization: `Bearer ${admin.token}` }, data: { name: 'Edit Me Traveller', email, password } });
    expect(created.status()).toBe(201);

    await signInAsAdmin(page, request);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row', { name: /Edit Me Traveller/ });
    await expect(row).toBeVisible(FIRST_LOAD);
    await row.getByRole('button', { name: 'Edit Edit Me Traveller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Name').fill('Edited Traveller');
    await dialog.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User Updated Successfully!')).toBeVisible();
    const edited = page.getByRole('row', { name: /Edited Traveller/ });
    await expect(edited.getByText('Disabled')).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { email, password } });
    expect(login.status()).toBe(403);
    expect((await login.json()).error).toBe('This account has been disabled. Please contact us.');

    await edited.getByRole('button', { name: 'Delete Edited Traveller' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user?' });
    await expect(confirm).toContainText('Bookings they made stay, with the contact details on each booking.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted.')).toBeVisible();
    await expect(page.getByText('No users match these filters.')).toBeVisible();
  });

  test('when the admin looks at their own row, then they cannot delete themselves or change their own role', async ({ page, request }) => {
    // A whole staff task with several screens and a sign-in: more time than a one-screen check.
    test.slow();
    const session = await signInAsAdmin(page, request);
    await page.goto(`/admin/users?q=${encodeURIComponent(session.user.email)}`);
    const row = page.getByRole('row', { name: /\(you\)/ });
    await expect(row).toBeVisible(FIRST_LOAD);
    await expect(row.getByRole('button', { name: /^Delete / })).toBeDisabled();
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('combobox', { name: /^Role/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('You cannot change your own role or status.')).toBeVisible();
  });
});
