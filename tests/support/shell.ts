import type { Locator, Page } from '@playwright/test';

/**
 * Opens `path` as the service worker does for an installed visitor (and as a client-side navigation
 * does): the app shell, rendered in the browser from its own data. A public page's first visit is
 * rendered by the server, with its data already in it, so its loading and error states only show
 * this way.
 */
export async function gotoShell(page: Page, path: string): Promise<void> {
  const target = new URL(path, 'http://app.invalid');
  await page.route(
    (url) => url.pathname === target.pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const shell = await route.fetch({ url: new URL('/index.html', route.request().url()).toString() });
      return route.fulfill({ response: shell });
    },
  );
  await page.goto(path);
}

/**
 * Scrolls to the end of the page as a visitor would to reach the footer, which loads only once it
 * is near the screen (app/root-layout.tsx), and waits for it.
 */
export async function reachFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await footer.waitFor();
  return footer;
}
