import { describe, expect, it } from 'vitest';
import { COUNTER_STEPS, counterValue } from './count-up';

describe('counterValue', () => {
  it('when the animation starts and ends, then the counter shows 0 and then exactly its target', () => {
    expect(counterValue(1200, 0)).toBe(0);
    expect(counterValue(1200, COUNTER_STEPS)).toBe(1200);
    expect(counterValue(12, COUNTER_STEPS + 5)).toBe(12);
  });

  it('when it steps through, then it never goes down and never passes the target', () => {
    for (const target of [12, 35, 500, 1200]) {
      let previous = 0;
      for (let step = 0; step <= COUNTER_STEPS; step += 1) {
        const value = counterValue(target, step);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(target);
        previous = value;
      }
    }
  });

  it('when halfway through, then a counter shows about half its target', () => {
    expect(counterValue(500, COUNTER_STEPS / 2)).toBe(250);
  });
});
