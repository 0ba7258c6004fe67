import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LiveModule from './live';

type Live = typeof LiveModule;

/** A fresh copy of the module: whether the store is wanted is per page, so per test here. */
async function freshLive(): Promise<Live> {
  vi.resetModules();
  return import('./live');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function stubDatabases(names: string[] | Error) {
  vi.stubGlobal('indexedDB', {
    databases: () => (names instanceof Error ? Promise.reject(names) : Promise.resolve(names.map((name) => ({ name, version: 1 })))),
  });
}

function stubServiceWorker(): { activate: () => void } {
  let activate: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    activate = resolve;
  });
  vi.stubGlobal('navigator', { serviceWorker: { ready } });
  return { activate };
}

describe('when the offline store is wanted', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when a first visit has no database and no service worker, then the store is not wanted and deferred work waits', async () => {
    stubDatabases(['some-other-site']);
    const live = await freshLive();
    const started = vi.fn();
    void live.whenStoreWanted().then(started);
    live.watchForOfflineUse();
    await flush();
    expect(live.isStoreWanted()).toBe(false);
    expect(started).not.toHaveBeenCalled();

    // The visitor moves to another screen (root-layout.tsx): the waiting work starts.
    live.wantStore();
    await flush();
    expect(live.isStoreWanted()).toBe(true);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('when this browser already holds the database, then the store is wanted at once', async () => {
    stubDatabases(['pulse-safaris']);
    const live = await freshLive();
    live.watchForOfflineUse();
    await flush();
    expect(live.isStoreWanted()).toBe(true);
  });

  it('when the browser cannot list its databases, then the store is wanted (as before this deferral)', async () => {
    vi.stubGlobal('indexedDB', {});
    const live = await freshLive();
    live.watchForOfflineUse();
    expect(live.isStoreWanted()).toBe(true);

    stubDatabases(new Error('denied'));
    const again = await freshLive();
    again.watchForOfflineUse();
    await flush();
    expect(again.isStoreWanted()).toBe(true);
  });

  it('when the service worker becomes active, then the store is wanted', async () => {
    stubDatabases([]);
    const worker = stubServiceWorker();
    const live = await freshLive();
    live.watchForOfflineUse();
    await flush();
    expect(live.isStoreWanted()).toBe(false);
    worker.activate();
    await flush();
    expect(live.isStoreWanted()).toBe(true);
  });

  it('when something opens the store itself (a heart, a form), then the store is wanted', async () => {
    stubDatabases([]);
    const live = await freshLive();
    live.watchForOfflineUse();
    await flush();
    expect(live.isStoreWanted()).toBe(false);
    // No IndexedDB in this test: the store falls back to memory (and says so), which is enough here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await live.loadStore();
    expect(live.isStoreWanted()).toBe(true);
    expect(await store.wishlist.count()).toBe(0);
  });
});
