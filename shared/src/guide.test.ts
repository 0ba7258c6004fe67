import { describe, expect, it } from 'vitest';
import { GUIDE_DEFAULT_CATEGORY_BLOG, guideHref, normalizeGuide, normalizeGuideList } from './guide';

describe('normalizeGuide', () => {
  it('when an entry has only loose legacy fields, then they are mapped to the public shape', () => {
    const guide = normalizeGuide({
      _id: 42,
      slug: ' mara-month-by-month ',
      title: '  The Mara, month by month ',
      summary: 'When to go.',
      coverImage: 'blog-mara.webp',
      publishedAt: '2025-03-14',
      read_time: '6 min read',
      tags: 'Migration, , Masai Mara,Migration',
      author: 'Amani Otieno',
    });

    expect(guide).toEqual({
      id: '42',
      slug: 'mara-month-by-month',
      title: 'The Mara, month by month',
      excerpt: 'When to go.',
      image: 'blog-mara.webp',
      category: 'Blog',
      date: '2025-03-14',
      readTime: 6,
      tags: ['Migration', 'Masai Mara'],
      url: '',
      author: { name: 'Amani Otieno', title: 'Contributor', avatar: '' },
    });
  });

  it('when an entry is empty, then the spec defaults apply: Untitled, Blog, Editorial / Contributor', () => {
    expect(normalizeGuide({})).toEqual({
      id: '',
      slug: '',
      title: 'Untitled',
      excerpt: '',
      image: '',
      category: 'Blog',
      date: '',
      readTime: null,
      tags: [],
      url: '',
      author: { name: 'Editorial', title: 'Contributor', avatar: '' },
    });
  });

  it('when the title, category or author name is blank, then the defaults replace them', () => {
    const guide = normalizeGuide({ title: '   ', category: '', author: { name: ' ', title: 'Head Guide', avatar: 'amani.webp' } });
    expect(guide).toMatchObject({ title: 'Untitled', category: 'Blog', author: { name: 'Editorial', title: 'Head Guide', avatar: 'amani.webp' } });
  });

  it('when normalised for the blog list, then a missing category is Travel and the caller’s default author fills gaps', () => {
    const guide = normalizeGuide({ title: 'Packing' }, { defaultCategory: GUIDE_DEFAULT_CATEGORY_BLOG, defaultAuthor: { name: 'Safari Team' } });
    expect(guide).toMatchObject({ category: 'Travel', author: { name: 'Safari Team', title: 'Contributor' } });
  });

  it('when id and _id are both given, then id wins; with neither, the slug is the id', () => {
    expect(normalizeGuide({ id: 'a1', _id: 'b2', slug: 's' })?.id).toBe('a1');
    expect(normalizeGuide({ slug: 'only-slug' })?.id).toBe('only-slug');
  });

  it('when image, cover and coverImage compete, then image wins, then cover', () => {
    expect(normalizeGuide({ image: 'a.webp', cover: 'b.webp', coverImage: 'c.webp' })?.image).toBe('a.webp');
    expect(normalizeGuide({ cover: 'b.webp', coverImage: 'c.webp' })?.image).toBe('b.webp');
  });

  it('when the read time is missing but the content is given, then it is max(3, round(words / 180)) minutes', () => {
    const words = (count: number) => `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;
    expect(normalizeGuide({ content: words(100) })?.readTime).toBe(3);
    expect(normalizeGuide({ content: words(1000) })?.readTime).toBe(6);
    expect(normalizeGuide({ readTime: 4.4, content: words(1000) })?.readTime).toBe(4);
    expect(normalizeGuide({ readTime: 'soon' })?.readTime).toBeNull();
  });

  it('when the url is not http(s) or a path on this site, then it is dropped', () => {
    expect(normalizeGuide({ url: 'javascript:alert(1)' })?.url).toBe('');
    expect(normalizeGuide({ url: '//evil.example/x' })?.url).toBe('');
    expect(normalizeGuide({ url: 'https://example.org/guide' })?.url).toBe('https://example.org/guide');
    expect(normalizeGuide({ url: '/blog/packing' })?.url).toBe('/blog/packing');
  });

  it('when the entry is not an object, then there is no guide', () => {
    for (const value of [null, undefined, 'guide', 3, [{ title: 'x' }]]) expect(normalizeGuide(value)).toBeNull();
  });
});

describe('normalizeGuideList', () => {
  it('when the answer is a list or an { items } object, then both give the same guides', () => {
    const items = [{ title: 'One' }, { title: 'Two' }];
    expect(normalizeGuideList(items).map((guide) => guide.title)).toEqual(['One', 'Two']);
    expect(normalizeGuideList({ items }).map((guide) => guide.title)).toEqual(['One', 'Two']);
  });

  it('when the answer holds more than 4 entries, then at most 4 are kept, skipping entries that are not objects', () => {
    const answer = [null, { title: '1' }, 'junk', { title: '2' }, { title: '3' }, { title: '4' }, { title: '5' }];
    expect(normalizeGuideList(answer).map((guide) => guide.title)).toEqual(['1', '2', '3', '4']);
    expect(normalizeGuideList(answer, { limit: 2 })).toHaveLength(2);
  });

  it('when the answer is not a list or an { items } list, then there are no guides', () => {
    for (const answer of [null, {}, { items: 'x' }, 'text', 7]) expect(normalizeGuideList(answer)).toEqual([]);
  });
});

describe('guideHref', () => {
  it('when the guide has a url, then it links there; else to /blog/{slug}; else to #', () => {
    expect(guideHref({ url: 'https://example.org/g', slug: 'g' })).toBe('https://example.org/g');
    expect(guideHref({ url: '', slug: 'what-to-pack' })).toBe('/blog/what-to-pack');
    expect(guideHref({ url: '', slug: '' })).toBe('#');
  });
});
