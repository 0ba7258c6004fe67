import { describe, expect, it } from 'vitest';
import { compareNames, durationLabel, formatDate, formatMonth, formatUsd, imageUrl, ratingDisplay } from './format';

describe('durationLabel', () => {
  it('when the duration is a number, then it is shown in days', () => {
    expect(durationLabel(5)).toBe('5 days');
    expect(durationLabel(1)).toBe('1 day');
  });
  it('when the duration is a non-empty string, then it is shown as is', () => {
    expect(durationLabel(' 3-4 nights ')).toBe('3-4 nights');
  });
  it('when the duration is missing, empty or not positive, then it is Flexible', () => {
    for (const value of [undefined, null, '', '   ', 0, -2, Number.NaN]) expect(durationLabel(value)).toBe('Flexible');
  });
});

describe('ratingDisplay', () => {
  it('when a rating is given, then it is shown to one decimal and stars use the rounded value', () => {
    expect(ratingDisplay(4.65)).toEqual({ text: '4.7', stars: 5 });
    expect(ratingDisplay(4.2)).toEqual({ text: '4.2', stars: 4 });
    expect(ratingDisplay(5)).toEqual({ text: '5.0', stars: 5 });
  });
  it('when the rating is missing or out of range, then it is clamped to 0–5', () => {
    expect(ratingDisplay(undefined)).toEqual({ text: '0.0', stars: 0 });
    expect(ratingDisplay(7)).toEqual({ text: '5.0', stars: 5 });
  });
});

describe('imageUrl', () => {
  it('when the image is an absolute http(s) URL, then it is used as is', () => {
    expect(imageUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(imageUrl('HTTP://x.test/b.jpg')).toBe('HTTP://x.test/b.jpg');
  });
  it('when the image is a file name, then it loads from /uploads', () => {
    expect(imageUrl('mara.webp')).toBe('/uploads/mara.webp');
    expect(imageUrl('/mara.webp')).toBe('/uploads/mara.webp');
    expect(imageUrl('/uploads/mara.webp')).toBe('/uploads/mara.webp');
  });
  it('when the image is missing, then the fallback is used', () => {
    expect(imageUrl('', '/fallback.webp')).toBe('/fallback.webp');
    expect(imageUrl(undefined, '/fallback.webp')).toBe('/fallback.webp');
  });
});

describe('formatUsd', () => {
  it('when an amount has decimals, then USD is shown with none', () => {
    expect(formatUsd(1249.6)).toBe('$1,250');
    expect(formatUsd(0)).toBe('$0');
  });
  it('when formatted by hand, then it reads exactly as Intl’s USD format does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const amount of [1, 12, 999, 1000, 1249.6, 10_000, 123_456, 1_234_567.49, 98_765_432, -1, -1250, -1_000_000.2]) {
      expect(formatUsd(amount)).toBe(intl.format(Math.round(amount)));
    }
  });
});

describe('formatDate', () => {
  it('when given a calendar date or a date-time, then it reads day, short month, year', () => {
    expect(formatDate('2025-01-20')).toBe('20 Jan 2025');
    expect(formatDate('2025-01-20T23:30:00Z')).toBe('20 Jan 2025');
    expect(formatDate(' 2026-09-12 ')).toBe('12 Sep 2026');
  });
  it('when the date-time has an offset, then the day is the UTC day (the same on the server and every reader)', () => {
    expect(formatDate('2025-01-21T01:30:00+03:00')).toBe('20 Jan 2025');
  });
  it('when asked for the weekday, then it leads: the travel-date form of the same format', () => {
    expect(formatDate('2026-09-12', { weekday: true })).toBe('Sat, 12 Sep 2026');
  });
  it('when the value cannot be read, then the fallback (default empty) is returned', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatDate('', { fallback: 'n/a' })).toBe('n/a');
  });
});

describe('formatMonth', () => {
  it('when a date is known to the month, then it reads short month and year', () => {
    expect(formatMonth('2025-03-01')).toBe('Mar 2025');
    expect(formatMonth('March', 'March')).toBe('March');
  });
});

describe('compareNames', () => {
  // The order the site showed with Intl.Collator('en', { sensitivity: 'base', numeric: true }).
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const names = [
    'Masai Mara 3-Day Budget Camping Safari',
    'masai mara 3-day budget camping safari',
    'Masai Mara 10-Day Grand Safari',
    'Masai Mara 2-Day Fly-in',
    'Amboseli & Tsavo Explorer',
    'Amboséli Sunrise',
    'Amboseli Sunrise 2',
    'Amboseli Sunrise 12',
    'Amboseli',
    'A b',
    'A1',
    'Ab',
    "Lake Nakuru's Flamingos",
    'Lake Nakuru Flamingos',
    'Day 02 Trek',
    'Day 2 Trek',
    'Zanzibar',
    '7 Days in Kenya',
    '',
  ];

  it('orders names as the collator does: case and accents ignored, numbers by value, spaces before digits before letters', () => {
    const sign = (n: number) => Math.sign(n);
    for (const a of names) for (const b of names) expect([a, b, sign(compareNames(a, b))]).toEqual([a, b, sign(collator.compare(a, b))]);
  });
});
