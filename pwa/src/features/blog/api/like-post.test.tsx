// @vitest-environment jsdom
import type { BlogPost } from '@safari/shared/blog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLikePost } from './like-post';

const sendJson = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ sendJson }));

const post = { id: 'p1', slug: 'rhino', likes: 3, liked: false } as BlogPost;

describe('useLikePost', () => {
  afterEach(cleanup);

  it('when the post is still being read again while a like is sent, then the older read does not put the old count back', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['blog', 'post', 'rhino', 'u1'];
    client.setQueryData(key, post);
    // The signed-in visitor's read of the post, answered by the server before the like was stored.
    let answerRead: (value: BlogPost) => void = () => undefined;
    void client.fetchQuery({ queryKey: key, queryFn: () => new Promise<BlogPost>((resolve) => (answerRead = resolve)) }).catch(() => undefined);
    let answerLike: (value: { likes: number; liked: boolean }) => void = () => undefined;
    sendJson.mockImplementation(() => new Promise((resolve) => (answerLike = resolve)));

    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useLikePost('p1'), { wrapper });
    let liking: Promise<unknown> = Promise.resolve();
    act(() => {
      liking = result.current.like(true);
    });
    await act(async () => {
      await vi.waitFor(() => expect(sendJson).toHaveBeenCalled());
      answerLike({ likes: 4, liked: true });
      await liking;
      answerRead({ ...post });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(client.getQueryData(key)).toMatchObject({ likes: 4, liked: true });
  });
});
