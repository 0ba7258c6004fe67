import { describe, expect, it } from 'vitest';
import { formatDayMonth } from './format';
import { depositTerms, describeSeason } from './price-terms';

const dollars = (usd: number) => `$${usd}`;
/** The text as read: no-break spaces as plain ones. */
const read = (text: string) => text.replace(/\u00a0/g, ' ');

describe('seasons in words', () => {
  it('when a season changes prices by a percentage, then its dates and the change', () => {
    expect(read(describeSeason({ name: 'Migration season', from: '07-01', to: '10-31', percent: 20 }, dollars))).toBe('Migration season, 1 Jul – 31 Oct: +20 %');
    expect(read(describeSeason({ name: 'Green season', from: '04-01', to: '05-31', percent: -15 }, dollars))).toBe('Green season, 1 Apr – 31 May: −15 %');
  });
  it('when the line is narrow, then a date or a percentage never wraps in two', () => {
    expect(describeSeason({ name: 'Migration season', from: '07-01', to: '10-31', percent: 20 }, dollars)).toBe('Migration season, 1\u00a0Jul – 31\u00a0Oct: +20\u00a0%');
  });
  it('when a season has its own price, then that price per adult in the reader’s money', () => {
    expect(read(describeSeason({ name: 'Festive season', from: '12-20', to: '01-05', price: 500 }, (usd) => `KSh ${usd * 100}`))).toBe('Festive season, 20 Dec – 5 Jan: KSh 50000 per adult');
  });
  it('when a day is not MM-DD, then it is shown as given', () => {
    expect(formatDayMonth('13-01')).toBe('13-01');
    expect(formatDayMonth('02-09')).toBe('9 Feb');
  });
});

describe('deposit terms', () => {
  it('when the tour sets nothing, then the defaults: 30 % and 60 days', () => {
    expect(depositTerms({})).toBe('30 % deposit to book, balance 60 days before travel');
  });
  it('when the tour sets its own, then those', () => {
    expect(depositTerms({ depositPercent: 50, balanceDueDays: 1 })).toBe('50 % deposit to book, balance 1 day before travel');
  });
  it('when the deposit is the whole price, then paid in full', () => {
    expect(depositTerms({ depositPercent: 100 })).toBe('Paid in full when booking');
  });
});
