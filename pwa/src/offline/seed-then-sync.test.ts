import type { Tour } from '@safari/shared/tour';
import { describe, expect, it, vi } from 'vitest';
import { getJson } from '../lib/api-client';
import { refresh } from './catalogue-sync';
import { loadStore } from './live';
import { createMemoryStore } from './memory-store';
import { seedStore } from './seed';

vi.mock('../lib/api-client', () => ({ getJson: vi.fn() }));
vi.mock('./live', () => ({ loadStore: vi.fn() }));

function tour(id: string, name: string): Tour {
  return {
    id, slug: `tour-${id}`, name, description: '', location: 'Masai Mara', duration: 3, price: 900, pricing: null, image: `${id}.webp`, images: [],
    tags: [], highlights: [], inclusions: [], exclusions: [], itinerary: [], tourType: 'wildlife', rating: 4.5,
    isFeatured: false, isExclusive: false, isPopular: false, isPublished: true, createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T10:00:00Z',
  };
}

describe('the catalogue sync after the page data', () => {
  it('when the page data is still being written, then the sync waits for it and its newer copy is the one kept', async () => {
    const store = createMemoryStore();
    vi.mocked(loadStore).mockResolvedValue(store);
    // The seed's write is held until released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const write = store.tours.bulkPut.bind(store.tours);
    store.tours.bulkPut = async (records) => {
      await held;
      await write(records);
    };
    vi.mocked(getJson).mockResolvedValue({ items: [tour('a', 'Mara, as the API has it now')], total: 1, removedIds: [] });

    const seeded = seedStore({ tours: [tour('a', 'Mara, as the page had it')] });
    const synced = refresh('tours');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getJson).not.toHaveBeenCalled();

    release();
    await Promise.all([seeded, synced]);
    expect(getJson).toHaveBeenCalledTimes(1);
    expect((await store.tours.get('a'))?.name).toBe('Mara, as the API has it now');
  });
});
