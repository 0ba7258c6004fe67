import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@safari/shared/site-pages';
import { INFO_PAGE_SLUGS, loadInfoPage } from './index';

describe('the information pages’ headings', () => {
  it.each(INFO_PAGE_SLUGS)('when /%s shows, then its heading is its title in the route table (the tab and the server say the same)', async (slug) => {
    expect((await loadInfoPage[slug]()).title).toBe(SITE_PAGES[`/${slug}`].title);
  });
});
