import { test, expect } from '../support/fixtures';
import { holdScript, reachFooter } from '../support/shell';

test.describe('site shell', () => {
  test('when a visitor opens the home page, then the header shows the tagline, contacts and navigation', async ({ page }, testInfo) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('East Africa Specialists • 24/7 Support')).toBeVisible();
    await expect(header.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(header.locator('a[href^="mailto:"]').first()).toBeVisible();
    // A phone's header keeps its navigation in the menu.
    if (testInfo.project.name === 'phone') await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Request Quote' }).first()).toHaveAttribute('href', '/request-experience');
  });

  test('when the page scrolls, then the header stays at the top', async ({ page }) => {
    await page.goto('/');
    // Scroll until the page really moved (its sections render after the shell), so a header that
    // scrolled with the page would now be far above the top.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 1500);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(1000);
    const box = await page.getByRole('banner').boundingBox();
    expect(box).not.toBeNull();
    // Only the slim tagline bar (34 px on desktop) may slide away; the navigation row stays in view.
    expect(box!.y).toBeGreaterThanOrEqual(-40);
    expect(box!.y).toBeLessThanOrEqual(1);
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(48);
  });

  test('when a visitor searches from the header, then the tours list opens with the trimmed text and the box clears', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('searchbox', { name: 'Search tours' }).or(page.getByRole('textbox', { name: 'Search tours' })).first();
    await search.fill('   Masai Mara  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tours\?q=Masai(\+|%20)Mara$/);
    // The list shows the search: the navigation has been drawn (it closes the phone menu).
    await expect(page.getByRole('list', { name: 'Active filters' }).getByText('Search: “Masai Mara”')).toBeVisible();
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
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('when a visitor reaches the footer, then it shows the link columns and the copyright of this year', async ({ page }) => {
    await page.goto('/');
    const footer = await reachFooter(page);
    for (const heading of ['Top Destinations', 'Company', 'Explore', 'Tours & Safaris']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    for (const name of ['Privacy', 'Terms', 'Cookies']) await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.locator('a[href^="https://wa.me/"]').first()).toHaveAttribute('href', /text=/);
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    const socials = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(socials).toHaveCount(4);
    for (const name of ['Instagram', 'Facebook', 'X', 'YouTube']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Why travel with us' }).getByRole('listitem')).toHaveText([
      'Kenya Wildlife Service affiliated',
      '4.9/5 rating',
      '500+ reviews',
      'Secure payment',
    ]);
  });

  test('when an address matches no page, then a not-found page offers the way home and to the tours', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('main').getByRole('link', { name: 'Browse Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
  });

  test('when the booking or contact page is open, then the floating WhatsApp link is there too, and not on other pages', async ({ page, request }) => {
    const tours = (await (await request.get('/api/tours')).json()) as { items: { id: string }[] };
    // The floating button (pages may have their own WhatsApp links with the same words as well).
    const whatsapp = page.locator('a[aria-label="Chat with us on WhatsApp"]');
    for (const path of ['/contact', `/booking/${tours.items[0]?.id ?? ''}`]) {
      await page.goto(path);
      await expect(whatsapp, path).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
      await expect(whatsapp, path).toBeInViewport();
    }
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(whatsapp).toHaveCount(0);
  });

  test('when the admin area is opened, then the public header and footer are hidden', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('East Africa Specialists • 24/7 Support')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
  test('when a visitor picks Wildlife in the phone menu, then the tours list opens with that tag and it is highlighted @phone-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['All Tours', 'Wildlife', 'Luxury', 'Family']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Wildlife', exact: true }).click();
    await expect(page).toHaveURL(/\/tours\?tag=wildlife$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();
    // The title of a page the app goes to comes from the route table, which the browser loads only now.
    await expect(page).toHaveTitle('Safari Tours | Pulse of the Wild Safaris');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Wildlife', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('when the menu is opened while the next screen is still loading, then it stays open once that screen is drawn @phone-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    // The tours screen's code is held: the address changes at once, the screen is drawn later.
    const release = await holdScript(page, /\/assets\/tours-list-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'All Tours', exact: true }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'All Tours', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('when the quick booking is sent empty, then each field says what is missing and nothing happens @phone-only', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick booking' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to booking' }).click();
    const tour = dialog.getByLabel('Tour');
    await expect(tour).toHaveAttribute('aria-invalid', 'true');
    await expect(tour).toHaveAccessibleDescription(/Please choose a tour\./);
    await expect(tour).toBeFocused();
    await expect(dialog.getByLabel('Date')).toHaveAccessibleDescription(/Please choose a date\./);
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Your full name is required\./);
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(/Enter a valid email address\./);
    await expect(dialog.getByLabel('Adults')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/about$/);

    // Checked on blur: a wrong e-mail and no adults are reported as soon as the field is left.
    await dialog.getByLabel('Adults').fill('0');
    await dialog.getByLabel('Adults').blur();
    await expect(dialog.getByText('At least 1 adult is required.')).toBeVisible();
    await dialog.getByLabel('Adults').fill('2');
    await expect(dialog.getByText('At least 1 adult is required.')).toHaveCount(0);
  });

  test('when the quick booking is filled in, then the booking page of that tour opens with the values carried over @phone-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick booking' });
    const tour = dialog.getByLabel('Tour');
    await expect(tour.locator('option')).not.toHaveCount(1);
    const [tourId] = await tour.selectOption({ index: 1 });
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Adults').fill('2');
    await dialog.getByLabel('Children').fill('1');
    await dialog.getByLabel('Name').fill('Amina Wanjiru');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Continue to booking' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(/Enter a valid email address\./);
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByLabel('Email').fill('amina@example.com');
    await dialog.getByRole('button', { name: 'Continue to booking' }).click();
    await expect(dialog).toBeHidden();
    // The values travel in the history state: the address holds the tour only (issue 16).
    await expect(page).toHaveURL(new RegExp(`/booking/${tourId}$`));
    const form = page.getByRole('main');
    await expect(form.getByLabel('Full name')).toHaveValue('Amina Wanjiru');
    await expect(form.getByLabel(/^Email/)).toHaveValue('amina@example.com');
    await expect(form.getByLabel('Travel date')).toHaveValue(date);
  });
});
