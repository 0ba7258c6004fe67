// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHomeGuides } from './get-guides';

// An absolute API base: the client builds a Request, and Node's Request refuses relative URLs.
vi.mock('../../../config/env', () => ({ env: { apiUrl: 'http://app.test/api' } }));

type FetchStub = (request: Request) => Promise<Response>;

function stubFetch(fetcher: FetchStub) {
  const spy = vi.fn(fetcher);
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** A fetch that never answers, but rejects as a real one does when its signal aborts. */
const hangingFetch: FetchStub = (request) =>
  new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

const requestOf = (spy: ReturnType<typeof stubFetch>): Request => {
  const request = spy.mock.calls[0]?.[0];
  if (!(request instanceof Request)) throw new Error('fetch was not called with a Request');
  return request;
};

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
    expect(requestOf(fetchSpy).url).toBe('http://app.test/api/guides?limit=4');
    expect(requestOf(fetchSpy).headers.get('Accept')).toBe('application/json');
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
    expect(requestOf(fetchSpy).signal.aborted).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when the caller cancels (the section went away), then the request is aborted with the caller’s reason and no warning', async () => {
    const fetchSpy = stubFetch(hangingFetch);
    const controller = new AbortController();
    const reason = new DOMException('The section went away', 'AbortError');

    const result = getHomeGuides(controller.signal);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    controller.abort(reason);

    await expect(result).rejects.toBe(reason);
    expect(requestOf(fetchSpy).signal.aborted).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
