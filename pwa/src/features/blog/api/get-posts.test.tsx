// @vitest-environment jsdom
import type { BlogList, BlogPost } from '@safari/shared/blog';
import { blogPostSummary } from '@safari/shared/blog.fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson } from '../../../lib/api-client';
import { refresh, savePost } from '../../../offline/catalogue-sync';
import { createMemoryStore } from '../../../offline/memory-store';
import { usePostList } from './get-posts';

// The page's offline store is this memory store; the sync is run by the test, not by the hook.
const store = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../offline/store', () => ({ getStore: () => Promise.resolve(store.current) }));
vi.mock('../../../offline/request-sync', () => ({ requestSync: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../lib/api-client', () => ({ getJson: vi.fn() }));
const getJsonMock = vi.mocked(getJson);

const summary = blogPostSummary;

const published = Array.from({ length: 8 }, (_, index) => summary(index + 1));

describe('usePostList', () => {
  afterEach(cleanup);

  it('when a post page kept its post before any posts sync completed, then the blog list is not that one post: loading, then the offline error, then the whole blog', async () => {
    const memory = createMemoryStore();
    store.current = memory;
    const opened: BlogPost = { ...published[2]!, content: '<p>Permits</p>', liked: false, createdAt: published[2]!.date, updatedAt: published[2]!.date };
    await savePost(memory, opened);
    const reads = vi.spyOn(memory.posts, 'all');

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => usePostList({ q: '', category: null, page: 1 }), { wrapper });
    await act(async () => {
      await vi.waitFor(() => expect(reads).toHaveReturned());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The store holds one post, but no sync said it is the blog: skeletons, not '1 post'.
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);

    // Offline: the sync fails; the screen says so (banner, offline defaults), never lists the one post.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    getJsonMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => refresh('posts'));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isError).toBe(true);

    // Back online, a sync completes: the whole blog, newest first, the opened post among it.
    getJsonMock.mockResolvedValueOnce({ items: published, total: published.length, page: 1, limit: 50, totalPages: 1, categories: ['Travel Tips'] } satisfies BlogList);
    await act(() => refresh('posts'));
    await vi.waitFor(() => expect(result.current.data?.total).toBe(published.length));
    expect(result.current.data?.items.map((item) => item.slug)).toEqual(['post-8', 'post-7', 'post-6', 'post-5', 'post-4', 'post-3']);
    expect(result.current.isError).toBe(false);
  });
});
