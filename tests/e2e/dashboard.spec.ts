import { formatUsd } from '@safari/shared/format';
import type pg from 'pg';
import { registerUser, signInAs } from '../support/auth';
import { test, expect } from '../support/fixtures';
import { daysAhead, fillBooking } from './offline/helpers';

async function pricedTour(db: pg.Client): Promise<{ id: string; name: string; price: number }> {
  const { rows } = await db.query<{ id: string; name: string; price: number }>(
    `select id, name, price::float as price from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
  );
  return rows[0]!;
}

test.describe('My Trips dashboard', () => {
  test('when a signed-in traveller books and pays now, then the confirmed booking is in My Trips @phone-only', async ({ page, request, db }) => {
    const tour = await pricedTour(db);
    const account = await signInAs(page, request, 'Imani Chebet');
    await page.goto(`/booking/${tour.id}`);
    await fillBooking(page, { name: 'Imani Chebet', email: account.user.email, phone: '+254 712 345 678' }, { date: daysAhead(40), method: /^Card/, payMode: 'Pay now' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?method=pesapal&key=[\w-]{43}$/);
    const bookingId = /\/checkout\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await page.getByRole('button', { name: `Pay ${formatUsd(tour.price)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${bookingId}/sandbox\\?method=pesapal&session=`));
    await page.getByRole('button', { name: `Pay ${formatUsd(tour.price)}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 15_000 });

    const { rows } = await db.query<{ reference: string; user_id: string }>('select reference, user_id from bookings where id = $1', [bookingId]);
    expect(rows[0]?.user_id).toBe(account.user.id);
    await page.goto('/dashboard');
    const row = page.getByRole('listitem', { name: `Booking ${rows[0]!.reference}` });
    await expect(row).toBeVisible();
    await expect(row.getByText(tour.name)).toBeVisible();
    await expect(row.getByText('Confirmed')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText(formatUsd(tour.price))).toBeVisible();
    await expect(row.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  });

  test('when a booking is unpaid, then Pay now opens its checkout with the booking’s method; other accounts’ bookings are not shown @phone-only', async ({ page, request, db }) => {
    const tour = await pricedTour(db);
    const other = await registerUser(request, 'Someone Else');
    const book = async (token: string, method: string) => {
      const response = await request.post('/api/bookings', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          tourId: tour.id,
          tourName: tour.name,
          date: daysAhead(70),
          adults: 2,
          children: 0,
          contact: { name: 'Test', email: 'someone@e2e.example.com', phone: '+254 712 345 678' },
          payment: { method, payMode: 'later' },
          consent: true,
        },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as { id: string; reference: string };
    };
    const account = await signInAs(page, request, 'Amani Wekesa');
    const mine = await book(account.token, 'paypal');
    const theirs = await book(other.token, 'mpesa');

    await page.goto('/dashboard');
    const row = page.getByRole('listitem', { name: `Booking ${mine.reference}` });
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText('Unpaid')).toBeVisible();
    await expect(page.getByRole('listitem', { name: `Booking ${theirs.reference}` })).toHaveCount(0);
    await row.getByRole('link', { name: `Pay now for ${mine.reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${mine.id}\\?method=paypal$`));
    await expect(page.getByText(mine.reference).first()).toBeVisible();
  });

  test('when a visitor saves a tour signed out and then signs in, then the wishlist in My Trips shows it', async ({ page, request, db }) => {
    const account = await registerUser(request, 'Pendo Achieng');
    await page.goto('/tours');
    const heart = page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
    const label = (await heart.getAttribute('aria-label'))!;
    const tourName = /^Save (.+) to wishlist$/.exec(label)![1]!;
    await heart.click();
    await expect(page.getByRole('button', { name: `Remove ${tourName} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
    // The tour's own page knows it is saved.
    await page.getByRole('link', { name: /View Details/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: tourName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved to wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/login');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(account.user.email);
    await page.getByRole('main').getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Saved tours' }).getByRole('heading', { name: tourName })).toBeVisible();
    const { rows } = await db.query<{ name: string }>('select t.name from wishlist_items w join tours t on t.id = w.tour_id where w.user_id = $1', [account.user.id]);
    expect(rows.map((row) => row.name)).toEqual([tourName]);
  });

  test('when the session was ended elsewhere (password changed), then My Trips signs this browser out and asks to sign in @phone-only', async ({ page, request, db }) => {
    const account = await signInAs(page, request, 'Revoked Rita');
    await db.query('update users set token_version = token_version + 1 where id = $1', [account.user.id]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/, { timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('when the traveller edits details and changes the password, then wrong input is explained and the new password works @phone-only', async ({ page, request }) => {
    const account = await signInAs(page, request, 'Kito Ruto');
    await page.goto('/dashboard?tab=account');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByRole('textbox', { name: 'Phone' }).fill('call me');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(details.getByText('Enter a valid phone number.')).toBeVisible();
    await details.getByRole('textbox', { name: 'Full name' }).fill('Kito Ruto Jr');
    await details.getByRole('textbox', { name: 'Phone' }).fill('+254 700 111 222');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(details.getByText('Your details have been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Jambo, Kito' })).toBeVisible();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel(/^New password/).fill('brand-new-pass-1');
    await password.getByLabel('Confirm new password').fill('brand-new-pass-1');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Your current password is not correct.')).toBeVisible();
    await password.getByLabel('Current password').fill(account.password);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Your password has been changed.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+254 700 111 222');
    const login = await request.post('/api/auth/login', { data: { email: account.user.email, password: 'brand-new-pass-1' } });
    expect(login.status()).toBe(200);
  });
});
