import { describe, expect, it } from 'vitest';
import { median, showSpread, spreadOf } from './report';

const ms = (n: number) => String(Math.round(n));

describe('spreadOf and showSpread', () => {
  it('when five runs are measured, then the table shows minimum–median–maximum with the unit once', () => {
    const spread = spreadOf([236, 548, 84, 190, 301]);
    expect(spread).toEqual({ min: 84, median: 236, max: 548, runs: 5 });
    expect(showSpread(spread!, ms, ' ms')).toBe('84–236–548 ms');
  });

  it('when some runs measured nothing, then the spread is of the others', () => {
    const spread = spreadOf([1820, null, 1960, Number.NaN, 1900]);
    expect(spread).toEqual({ min: 1820, median: 1900, max: 1960, runs: 3 });
    expect(showSpread(spread!, (n) => (n / 1000).toFixed(2), ' s')).toBe('1.82–1.90–1.96 s');
  });

  it('when an even number of runs is measured, then the median is the mean of the middle two', () => {
    expect(spreadOf([10, 40, 20, 30])?.median).toBe(25);
    expect(median([3, 1])).toBe(2);
  });

  it('when one run is measured, then its value is shown alone', () => {
    expect(showSpread(spreadOf([79])!, ms)).toBe('79');
  });

  it('when no run measured the figure, then there is no spread', () => {
    expect(spreadOf([null, null])).toBeNull();
    expect(spreadOf([])).toBeNull();
  });
});
