import { describe, expect, it } from 'vitest';
import { addMonths, departureState, monthRange, monthWeeks } from './calendar';

describe('departures calendar', () => {
  it('when a month is laid out, then weeks start on Monday and hold every day once', () => {
    // 1 June 2027 is a Tuesday.
    const weeks = monthWeeks('2027-06');
    expect(weeks[0]).toEqual([null, '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('when moving between months, then the year turns and February ends on its last day', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('when an open departure has no seat left, then it reads Full', () => {
    expect(departureState({ status: 'open', free: 0 }).label).toBe('Full');
    expect(departureState({ status: 'closed', free: 3 }).label).toBe('Closed');
  });
});
