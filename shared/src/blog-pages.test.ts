import { describe, expect, it } from 'vitest';
import { blogPostSummary } from './blog.fixtures';
import { blogListId, blogListOfPage, blogListPage, listPosts, readBlogListParams, writeBlogListParams, type ListablePost } from './blog-pages';

function post(n: number, extra: Partial<ListablePost> = {}): ListablePost {
  return { ...blogPostSummary(n), ...extra };
}

describe('readBlogListParams', () => {
  it('when the URL holds filters, then they are read trimmed', () => {
    expect(readBlogListParams(new URLSearchParams('q=%20mara%20&category=Travel+Tips&page=3'))).toEqual({ q: 'mara', category: 'Travel Tips', page: 3 });
  });
  it('when the URL holds an unknown category or a bad page, then the defaults are used', () => {
    expect(readBlogListParams(new URLSearchParams('category=Beaches&page=-2'))).toEqual({ q: '', category: null, page: 1 });
    expect(readBlogListParams(new URLSearchParams('page=1.5'))).toEqual({ q: '', category: null, page: 1 });
  });
});

describe('writeBlogListParams and blogListId', () => {
  it('when filters are at their defaults, then they are left out of the URL', () => {
    expect(writeBlogListParams({ q: '  ', category: null, page: 1 }).toString()).toBe('');
    expect(writeBlogListParams({ q: 'big cats', category: 'Safari Experiences', page: 2 }).toString()).toBe('q=big+cats&category=Safari+Experiences&page=2');
    expect(blogListId({ q: '', category: null, page: 1 })).toBe('/blog');
    // The same list whatever the URL's spelling of it.
    expect(blogListId(readBlogListParams(new URLSearchParams('page=2&q=%20cats&category=Nope')))).toBe('/blog?q=cats&page=2');
  });
});

describe('listPosts', () => {
  const posts = [
    post(1),
    post(2, { category: 'Safari Experiences', tags: ['Gorillas'] }),
    post(3, { content: '<h2>Permits</h2><p>Mountain gorilla treks</p>' }),
    ...Array.from({ length: 7 }, (_, i) => post(10 + i, { category: 'Destination Guides' })),
  ];

  it('when no filter is given, then pages of 6 come newest first with the totals of the API', () => {
    const first = listPosts(posts, {});
    expect(first).toMatchObject({ total: 10, page: 1, limit: 6, totalPages: 2 });
    expect(first.items.map((item) => item.slug)).toEqual(['post-16', 'post-15', 'post-14', 'post-13', 'post-12', 'post-11']);
    expect(listPosts(posts, { page: 2 }).items.map((item) => item.slug)).toEqual(['post-10', 'post-3', 'post-2', 'post-1']);
    expect(first.categories).toEqual(['Travel Tips', 'Safari Experiences', 'Destination Guides']);
    expect(first.items[0]).not.toHaveProperty('content');
  });

  it('when searching, then tags and the text of opened posts match case-insensitively, but not markup', () => {
    expect(listPosts(posts, { q: '  GORILLA ' }).items.map((item) => item.slug)).toEqual(['post-3', 'post-2']);
    expect(listPosts(posts, { q: 'h2' }).total).toBe(0);
  });

  it('when a category or an excluded post is given, then only the rest of that category is listed', () => {
    const related = listPosts(posts, { category: 'Travel Tips', exclude: 'post-3', limit: 3 });
    expect(related.items.map((item) => item.slug)).toEqual(['post-1']);
    expect(related.total).toBe(1);
  });
});

describe('blogListPage', () => {
  const posts = Array.from({ length: 20 }, (_, i) => post(i + 1, { category: i % 4 === 0 ? 'Destination Guides' : 'Travel Tips' }));

  it('when a page of the list is asked for, then only its posts are kept, with what the screen shows of the rest', () => {
    const params = { q: '', category: null, page: 2 };
    const page = blogListPage(posts, params);
    expect(page.postPage).toEqual({ list: '/blog?page=2', total: 20, categories: ['Travel Tips', 'Destination Guides'] });
    // The screen shows the same list from the embedded page as from every post.
    expect(blogListOfPage(page, params)).toEqual(listPosts(posts, params));
  });

  it('when a category is chosen, then its page is kept and the chips still show every category', () => {
    const params = { q: '', category: 'Destination Guides' as const, page: 1 };
    const page = blogListPage(posts, params);
    expect(page.posts.map((item) => item.slug)).toEqual(['post-17', 'post-13', 'post-9', 'post-5', 'post-1']);
    expect(page.postPage).toEqual({ list: '/blog?category=Destination+Guides', total: 5, categories: ['Travel Tips', 'Destination Guides'] });
    expect(blogListOfPage(page, params)).toEqual(listPosts(posts, params));
  });
});
