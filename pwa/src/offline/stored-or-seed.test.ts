import { describe, expect, it } from 'vitest';
import { storedOrSeed, type SyncStatus } from './sync-status';

const waiting: SyncStatus = { syncing: true, error: null, lastSuccessAt: null, settled: false, stored: null };
const refreshedWith = (stored: number): SyncStatus => ({ syncing: false, error: null, lastSuccessAt: 1, settled: true, stored });
const seed = ['from the server'];

describe('storedOrSeed', () => {
  it('when the store holds records, then they are shown', () => {
    expect(storedOrSeed(['stored'], waiting, seed)).toEqual(['stored']);
  });

  it('when the store is still empty and nothing was refreshed, then the server’s records stand in', () => {
    expect(storedOrSeed([], waiting, seed)).toBe(seed);
  });

  it('when a refresh stored records but the store’s answer is still the empty one from before, then the server’s records stay', () => {
    expect(storedOrSeed([], refreshedWith(60), seed)).toBe(seed);
  });

  it('when a refresh found the catalogue empty, then the empty store is shown', () => {
    expect(storedOrSeed([], refreshedWith(0), seed)).toEqual([]);
  });

  it('when there is no server data (a page the app drew), then the store’s answer is all there is', () => {
    expect(storedOrSeed([], refreshedWith(60), undefined)).toEqual([]);
    expect(storedOrSeed(undefined, waiting, undefined)).toBeUndefined();
  });
});
