import { describe, expect, it } from 'vitest';
import { formatOfficeDate, formatOfficeDateTime, formatOfficeTime } from './local-time';

describe('the console’s dates, in Nairobi time', () => {
  it('when given a moment, then it reads as the Nairobi wall clock (UTC+3)', () => {
    expect(formatOfficeDateTime('2026-11-26T12:08:56.148Z')).toBe('26 Nov 2026 15:08');
    expect(formatOfficeTime('2026-11-26T12:08:56.148Z')).toBe('15:08');
    expect(formatOfficeDateTime(new Date('2027-03-05T06:05:00Z'))).toBe('5 Mar 2027 09:05');
    expect(formatOfficeDateTime('2026-11-26T15:08:00+03:00')).toBe('26 Nov 2026 15:08');
  });

  it('when a moment is late in the UTC evening, then its day is already the next one in Nairobi', () => {
    expect(formatOfficeDate('2026-12-31T22:30:00Z')).toBe('1 Jan 2027');
    expect(formatOfficeDateTime('2026-12-31T22:30:00Z')).toBe('1 Jan 2027 01:30');
  });

  it('when given a calendar date, then it is that day whatever the time zone', () => {
    expect(formatOfficeDate('2027-03-05')).toBe('5 Mar 2027');
  });

  it('when the value is missing or unreadable, then the fallback', () => {
    expect(formatOfficeDateTime('yesterday', '—')).toBe('—');
    expect(formatOfficeDate(null, '—')).toBe('—');
    expect(formatOfficeTime(undefined)).toBe('');
  });
});
