import { describe, expect, it } from 'vitest';
import { createCatalogueCache, createCatalogueVersion, type StateReader } from './catalogue-cache';
import { etagMatches } from './content-negotiation';

/** A database whose catalogue state is `state.value`; counts the reads. */
function fakeDb(state: { value: string; reads: number; delayMs?: number }): StateReader {
  return {
    async query() {
      state.reads += 1;
      const value = state.value;
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      return { rows: [{ state: value }] };
    },
  };
}

describe('catalogue cache', () => {
  it('when answers add up past the bound, then the least recently used go and the bytes stay within it', async () => {
    const state = { value: '1.0', reads: 0 };
    const cache = createCatalogueCache(fakeDb(state), { maxBytes: 10_000 });
    const builds: string[] = [];
    const body = (key: string) => async () => {
      builds.push(key);
      return { key, text: 'x'.repeat(1_000) };
    };
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) await cache.get(key, body(key));
    expect(cache.size().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size().entries).toBeLessThan(6);
    // The newest are still there, the oldest was dropped and is built again.
    await cache.get('f', body('f'));
    await cache.get('a', body('a'));
    expect(builds).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'a']);
  });

  it('when the version changes, then answers of the old one are built anew and dropped', async () => {
    const state = { value: '1.0', reads: 0 };
    const cache = createCatalogueCache(fakeDb(state));
    let n = 0;
    const build = async () => ({ n: (n += 1) });
    expect(await cache.get('list', build)).toEqual({ n: 1 });
    expect(await cache.get('list', build)).toEqual({ n: 1 });
    state.value = '2.0';
    expect(await cache.get('list', build)).toEqual({ n: 2 });
    expect(cache.size().entries).toBe(1);
  });

  it('when requests arrive while a version read runs, then they share the next read, never an older one', async () => {
    const state = { value: '1.0', reads: 0, delayMs: 20 };
    const version = createCatalogueVersion(fakeDb(state));
    const first = version.current();
    // A write commits after the first read began: later callers must see it.
    state.value = '2.0';
    const later = await Promise.all(Array.from({ length: 20 }, () => version.current()));
    expect(await first).toBe('1.0');
    expect(new Set(later)).toEqual(new Set(['2.0']));
    expect(state.reads).toBe(2);
  });

  it('when If-None-Match lists the ETag (weak or strong, among others), then it matches', () => {
    expect(etagMatches('W/"c1.0-x"', 'W/"c1.0-x"')).toBe(true);
    expect(etagMatches('"a", "c1.0-x"', 'W/"c1.0-x"')).toBe(true);
    expect(etagMatches('W/"c2.0-x"', 'W/"c1.0-x"')).toBe(false);
    expect(etagMatches(undefined, 'W/"c1.0-x"')).toBe(false);
  });
});
