import { describe, expect, it } from 'vitest';
import { documentTitle } from './site-page-rules';
import { SITE_PAGES, type SitePage, type SitePath } from './site-pages';

const pages = Object.entries(SITE_PAGES) as [SitePath, SitePage][];

describe('the route table’s titles and descriptions', () => {
  it.each(pages.filter(([, page]) => !page.client && page.data !== 'tour' && page.data !== 'post'))(
    'when %s is rendered by the server, then the table gives it a title and a description for its head',
    (_path, page) => {
      expect(page.title?.trim()).toBeTruthy();
      // Search engines show about 155 characters; a description is a sentence or two.
      expect(page.description?.length).toBeGreaterThanOrEqual(50);
      expect(page.description?.length).toBeLessThanOrEqual(160);
    },
  );

  it('when a tour’s or a post’s page is rendered, then its title and description come from its record, not from the table', () => {
    for (const path of ['/tours/:id', '/blog/:id'] as const) expect(SITE_PAGES[path]).not.toHaveProperty('title');
  });

  it('when a page is not home, then the site’s name follows its title; on home it leads', () => {
    expect(documentTitle(SITE_PAGES['/about'].title, 'Pulse of the Wild Safaris', '/about')).toBe('About Us | Pulse of the Wild Safaris');
    expect(documentTitle(SITE_PAGES['/'].title, 'Pulse of the Wild Safaris', '/')).toBe('Pulse of the Wild Safaris | Kenya & East Africa safari tours');
  });
});
