import type { BlogPostSummary } from '@safari/shared/blog';
import { describe, expect, it } from 'vitest';
import { listPosts, type ListablePost } from './local-list';

function post(n: number, extra: Partial<ListablePost> = {}): ListablePost {
  const summary: BlogPostSummary = {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: 'An excerpt.',
    image: '',
    category: 'Travel Tips',
    date: new Date(Date.UTC(2025, 0, n)).toISOString(),
    readTime: 3,
    tags: [],
    author: { name: 'Amani Otieno', title: 'Guide', avatar: '' },
    likes: 0,
    commentsCount: 0,
  };
  return { ...summary, ...extra };
}

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
