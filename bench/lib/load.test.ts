import { describe, expect, it } from 'vitest';
import { quantile } from './load';

describe('quantile (the bookings p50 and p99 over every timed answer)', () => {
  it('when 1 000 answers took 1 to 1 000 ms, then p50 is 500 ms and p99 990 ms (nearest rank)', () => {
    const times = Array.from({ length: 1_000 }, (_, i) => 1_000 - i);
    expect(quantile(times, 0.5)).toBe(500);
    expect(quantile(times, 0.99)).toBe(990);
  });

  it('when ten answers in a hundred are slow, then p99 is a slow one and p50 a quick one', () => {
    const times = [...Array<number>(90).fill(20), ...Array<number>(10).fill(300)];
    expect(quantile(times, 0.99)).toBe(300);
    expect(quantile(times, 0.5)).toBe(20);
  });

  it('when there are no answers, then every quantile is 0', () => {
    expect(quantile([], 0.99)).toBe(0);
  });
});
