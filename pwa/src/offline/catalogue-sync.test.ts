import type { BlogPost, BlogPostSummary } from '@safari/shared/blog';
import type { Tour } from '@safari/shared/tour';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson } from '../lib/api-client';
import { savePost, syncPosts, syncTours } from './catalogue-sync';
import { createMemoryStore } from './memory-store';

vi.mock('../lib/api-client', () => ({ getJson: vi.fn() }));
const getJsonMock = vi.mocked(getJson);

function tour(id: string, updatedAt: string, name = `Tour ${id}`): Tour {
  return {
    id, slug: `tour-${id}`, name, description: '', location: 'Masai Mara', duration: 3, price: 900, pricing: null, image: `${id}.webp`, images: [],
    tags: [], highlights: [], inclusions: [], exclusions: [], itinerary: [], tourType: 'wildlife', rating: 4.5,
    isFeatured: false, isExclusive: false, isPopular: false, isPublished: true, createdAt: updatedAt, updatedAt,
  };
}

beforeEach(() => {
  getJsonMock.mockReset();
});

describe('syncTours', () => {
  it('when the store is empty, then the whole catalogue is downloaded; later syncs ask only for changes and drop removed tours', async () => {
    const store = createMemoryStore();
    getJsonMock.mockResolvedValueOnce({ items: [tour('a', '2026-01-01T10:00:00.000001Z'), tour('b', '2026-01-02T10:00:00.000002Z')], total: 2, removedIds: [] });
    await syncTours(store);
    expect(getJsonMock.mock.calls[0]![0]).toBe('tours');
    expect((await store.tours.all()).map((item) => item.id).sort()).toEqual(['a', 'b']);

    getJsonMock.mockResolvedValueOnce({ items: [tour('c', '2026-01-03T10:00:00.000003Z')], total: 1, removedIds: ['a'] });
    await syncTours(store);
    expect(getJsonMock.mock.calls[1]![0]).toBe(`tours?updatedSince=${encodeURIComponent('2026-01-02T10:00:00.000002Z')}`);
    expect((await store.tours.all()).map((item) => item.id).sort()).toEqual(['b', 'c']);
    expect((await store.meta.get('tours.since'))?.value).toBe('2026-01-03T10:00:00.000003Z');
  });

  it('when nothing changed, then the cursor stays and the stored tours are kept', async () => {
    const store = createMemoryStore();
    getJsonMock.mockResolvedValueOnce({ items: [tour('a', '2026-01-01T10:00:00.000001Z')], total: 1, removedIds: [] });
    await syncTours(store);
    getJsonMock.mockResolvedValueOnce({ items: [], total: 0, removedIds: [] });
    await syncTours(store);
    expect(await store.tours.count()).toBe(1);
    expect((await store.meta.get('tours.since'))?.value).toBe('2026-01-01T10:00:00.000001Z');
  });

  it('when the API fails, then the stored catalogue is left as it was and the error reaches the caller', async () => {
    const store = createMemoryStore();
    await store.tours.put(tour('a', '2026-01-01T10:00:00Z'));
    getJsonMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(syncTours(store, { full: true })).rejects.toThrow('Failed to fetch');
    expect(await store.tours.count()).toBe(1);
  });
});

function summary(n: number): BlogPostSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, slug: `post-${n}`, title: `Post ${n}`, excerpt: '', image: '', category: 'Travel Tips',
    date: new Date(Date.UTC(2025, 0, n)).toISOString(), readTime: 3, tags: [], author: { name: 'Amani Otieno', title: 'Guide', avatar: '' }, likes: 0, commentsCount: 0,
  };
}

describe('syncPosts', () => {
  it('when a post page kept a post, then the store is marked whole only once a posts sync completed, the kept text staying', async () => {
    const store = createMemoryStore();
    const opened: BlogPost = { ...summary(2), content: '<p>Permits</p>', liked: true, createdAt: summary(2).date, updatedAt: summary(2).date };
    await savePost(store, opened);
    getJsonMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(syncPosts(store)).rejects.toThrow('Failed to fetch');
    expect(await store.meta.get('posts.syncedAt')).toBeUndefined();

    getJsonMock.mockResolvedValueOnce({ items: [summary(1), summary(2), summary(3)], total: 3, page: 1, limit: 50, totalPages: 1, categories: ['Travel Tips'] });
    await syncPosts(store);
    expect(await store.posts.count()).toBe(3);
    expect((await store.posts.get(opened.id))?.content).toBe('<p>Permits</p>');
    expect(await store.meta.get('posts.syncedAt')).toMatchObject({ value: expect.any(Number) });
  });
});
