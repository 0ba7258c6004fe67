import { test, expect } from '../../support/fixtures';
import { waitForServiceWorker } from '../offline/helpers';
import { signInAsAdmin } from './helpers';

// The service worker answers the reload: this suite needs it (the others block it).
test.use({ serviceWorkers: 'allow' });

test('when the console is reloaded offline, then our own page says it needs a connection and that drafts are kept', async ({ page, request, context }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The console needs a connection; your drafts are kept on this tablet' })).toBeVisible();
  await page.goto('/admin/bookings?q=SAF');
  await expect(page.getByRole('heading', { name: 'The console needs a connection; your drafts are kept on this tablet' })).toBeVisible();
});
