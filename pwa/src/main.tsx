import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/playfair-display/latin-700.css';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@safari/shared/page-data';
import { nextTask } from './lib/next-task';

// A page chunk that fails to load usually means a new deployment replaced it: reload once to get
// the new one. A second failure in the same session is left to the route's error screen, and so is
// a failure while offline: a reload cannot load anything then, and would swap the page (the staff
// console's offline notice, say) for the browser's own offline error.
const RELOAD_FLAG = 'reloaded-after-preload-error';
window.addEventListener('vite:preloadError', (event) => {
  if (navigator.onLine === false) return;
  try {
    if (window.sessionStorage.getItem(RELOAD_FLAG)) return;
    window.sessionStorage.setItem(RELOAD_FLAG, '1');
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
});

// A server-rendered page names the ids its stylesheet holds, so emotion inserts none of them again.
// Should the sheet not have loaded (a dropped connection), ask for it again, and forget the ids:
// what the app renders meanwhile gets its rules from emotion. Scripts run after the head's
// stylesheets have loaded or failed (a failed one is an empty sheet in Chromium, whose rules may
// not be read, and null in others).
const pageStyles = document.querySelector<HTMLLinkElement>('link[data-page-styles]');
try {
  if (pageStyles && !pageStyles.sheet?.cssRules.length) throw new Error('no stylesheet');
} catch {
  for (const names of document.querySelectorAll('style[data-page-styles]')) names.remove();
  pageStyles?.replaceWith(pageStyles.cloneNode());
}

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

/** The data a server-rendered page came with; null when the page is the shell (offline, service worker). */
function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch (error) {
    console.warn('The page data could not be read; rendering in the browser.', error);
    return null;
  }
}

/**
 * The app's code runs in stages, each in a task of its own: React, then MUI's theme code, then the
 * router's links, then our theme, then MUI's Box (emotion's styled), then MUI's ButtonBase (with
 * its ripple), then the common components (MUI's buttons and text, with the route error screen),
 * then the providers (emotion, the baseline CSS), then the route table with the layout, then the
 * first screen's chunk, then the render. All of it is fetched at once (the build preloads every
 * stage's chunks); only running it is spread out, so no stage holds the main thread for long: one
 * module evaluation of all of it was the page's longest task, and a tap waited behind it.
 */
async function start(element: HTMLElement): Promise<void> {
  const pageData = readPageData();
  const [{ startTransition, StrictMode, createElement }, { createRoot, hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  await import('./lib/mui-create-theme');
  await nextTask();
  await import('./components/ui/link-behavior');
  await nextTask();
  await import('./lib/theme');
  await nextTask();
  await import('@mui/material/Box');
  await nextTask();
  await import('@mui/material/ButtonBase');
  await nextTask();
  await import('./components/ui/route-error');
  await nextTask();
  const { App, seedStore, watchForOfflineUse, whenAfterLoad, whenStoreWanted } = await import('./app/app');
  await nextTask();
  const { AppRoutes, preloadScreen } = await import('./app/routes');
  await nextTask();
  // The first screen's chunk, loaded before the first render (so hydration finds it in place).
  await preloadScreen(window.location).catch((error: unknown) => console.warn('The first screen could not be loaded ahead:', error));
  await nextTask();
  const app = createElement(StrictMode, null, createElement(App, { pageData: pageData ?? {}, children: createElement(AppRoutes) }));
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a default-
  // priority hydration is one task as long as the page: hundreds of ms on a cheap phone).
  if (pageData && element.firstElementChild) startTransition(() => void hydrateRoot(element, app));
  else createRoot(element).render(app);

  // The offline store keeps what the server sent once offline use begins (offline/live.ts), after
  // the page has loaded and the main thread is idle (the app starts after the load event: a plain
  // timeout would write while it hydrates).
  void whenAfterLoad().then(watchForOfflineUse);
  if (pageData) {
    void whenAfterLoad()
      .then(whenStoreWanted)
      .then(() => seedStore(pageData))
      .catch((error: unknown) => console.warn('Could not keep the page data offline:', error));
  }
}

void start(root);
