// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHomeGuides } from './get-guides';

type FetchStub = (url: string, init: RequestInit) => Promise<Response>;

function stubFetch(fetcher: FetchStub) {
  const spy = vi.fn(fetcher);
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** A fetch that never answers, but rejects as a real one does when its signal aborts. */
const hangingFetch: FetchStub = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('getHomeGuides', () => {
  it('when the API answers { items }, then it asks for 4 as JSON and returns them normalised, at most 4', async () => {
    const fetchSpy = stubFetch(async () =>
      Response.json({ items: [{ title: 'A' }, { title: '' }, { title: 'C' }, { title: 'D' }, { title: 'E' }] }),
    );

    const guides = await getHomeGuides();

    expect(guides.map((guide) => guide.title)).toEqual(['A', 'Untitled', 'C', 'D']);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/guides?limit=4');
    expect(new Headers(fetchSpy.mock.calls[0]?.[1].headers).get('Accept')).toBe('application/json');
    expect(warn).not.toHaveBeenCalled();
  });

  it('when the API answers a non-OK status, then a warning is logged and the call fails', async () => {
    stubFetch(async () => Response.json({ error: 'Not found' }, { status: 404 }));

    await expect(getHomeGuides()).rejects.toThrow('Failed to fetch guides (404)');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when the API answers an empty list, then a warning is logged and no guides come back', async () => {
    stubFetch(async () => Response.json([]));

    await expect(getHomeGuides()).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when no answer arrives within 6000 ms, then the request is aborted and the call fails with a warning', async () => {
    vi.useFakeTimers();
    const fetchSpy = stubFetch(hangingFetch);

    const result = getHomeGuides();
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    await expect(result).rejects.toThrow('did not arrive within 6000 ms');
    expect(fetchSpy.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when the caller cancels (the section went away), then the request is aborted without a warning', async () => {
    stubFetch(hangingFetch);
    const controller = new AbortController();

    const result = getHomeGuides(controller.signal);
    controller.abort();

    await expect(result).rejects.toBeDefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
