import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInSlices } from './parse-in-slices';

describe('parseInSlices', () => {
  it('when every item is valid, then all come back checked, in order, with the browser given turns in between', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ n: String(i) }));
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    const parsed = await parseInSlices(items, z.object({ n: z.coerce.number() }));
    clearInterval(counting);
    expect(parsed.map((item) => item.n)).toEqual(items.map((_, i) => i));
    expect(turns).toBeGreaterThan(0);
  });

  it('when each item takes long to check, then the browser gets a turn before every slice of items is done', async () => {
    const items = Array.from({ length: 6 }, (_, i) => i);
    const slow = {
      parse(value: unknown) {
        const until = performance.now() + 5;
        while (performance.now() < until);
        return value as number;
      },
    };
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    await parseInSlices(items, slow);
    clearInterval(counting);
    // 6 items of 5 ms each: at most 8 ms of checking between two turns, so at least two turns.
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('when an item is invalid, then it fails naming that item', async () => {
    const items = [{ n: 1 }, { n: 'x' }];
    await expect(parseInSlices(items, z.object({ n: z.number() }))).rejects.toThrow('Item 1 of the list is not valid');
  });
});
