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
 * Scrolls down to the footer as a visitor would, its top at the top of the screen (under the sticky
 * header only the newsletter's heading, no link), and returns it. The footer is part of the
 * server's HTML (app/root-layout.tsx).
 */
export async function reachFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.waitFor();
  await footer.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return footer;
}

/**
 * Holds the scripts whose URL matches `file` until the returned function is called: a part of the
 * app whose code is still on its way, made certain.
 */
export async function holdScript(page: Page, file: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Holds the app's entry script until the returned function is called: 'before the app starts' made
 * certain (the start script asks for it after the first paint, or at the first tap or key).
 */
export function holdApp(page: Page): Promise<() => void> {
  return holdScript(page, /\/assets\/index-[\w-]+\.js$/);
}
