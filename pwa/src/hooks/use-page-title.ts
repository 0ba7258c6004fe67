import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_DATA_ELEMENT_ID } from '@safari/shared/page-data';
import { documentTitle } from '@safari/shared/site-page-rules';
import type { SITE_PAGES, TitledPath } from '@safari/shared/site-pages';
import { useSite } from '../lib/site';

/**
 * Whether the page showing is the one the server rendered, and so titled: the first to set its
 * title in the history entry the document was loaded into ('default'), when it came with its page
 * data. The mark is kept on the page data element, not in this module: the build copies small shared
 * modules into each chunk that uses them, each copy with its own variables.
 */
function firstServerPage(landed: boolean): boolean {
  const served = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!served || served.hasAttribute('data-titled')) return false;
  served.setAttribute('data-titled', '');
  return landed;
}

/** The route table, loaded (as a chunk of its own) when a title is first needed. */
let table: Promise<{ SITE_PAGES: typeof SITE_PAGES }> | undefined;

/**
 * Sets the tab title of the page at `path` of the route table (shared/src/site-pages.ts), as the
 * server titled it. The page the visitor lands on came from the server with its title, so the table
 * is loaded only when another page shows (or the page is the shell's): no page's first load pays for it.
 */
export function usePageTitle(path: TitledPath): void {
  const { name } = useSite();
  const landed = useLocation().key === 'default';
  useEffect(() => {
    if (firstServerPage(landed)) return;
    let live = true;
    table ??= import('@safari/shared/site-pages');
    table
      .then(({ SITE_PAGES }) => {
        if (live) document.title = documentTitle(SITE_PAGES[path].title, name, path);
      })
      .catch((error: unknown) => console.warn('The page title could not be set:', error));
    return () => {
      live = false;
    };
  }, [path, name, landed]);
}
