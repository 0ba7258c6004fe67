import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persist';

function stubBrowser(persisted = false) {
  const persist = vi.fn(async () => true);
  const values = new Map<string, string>();
  vi.stubGlobal('navigator', { storage: { persist, persisted: vi.fn(async () => persisted) } });
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value) } });
  return persist;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestPersistentStorage', () => {
  it('when the first submission is saved, then persistent storage is asked for once, not on every submission', async () => {
    const persist = stubBrowser();
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('when the app is installed after an earlier ask, then it is asked again', async () => {
    const persist = stubBrowser();
    await requestPersistentStorage();
    await requestPersistentStorage({ again: true });
    expect(persist).toHaveBeenCalledTimes(2);
  });

  it('when storage is already persistent or the browser has no such API, then nothing is asked', async () => {
    const persist = stubBrowser(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', {});
    expect(await requestPersistentStorage()).toBe(false);
  });
});
