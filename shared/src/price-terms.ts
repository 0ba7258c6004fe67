/**
 * A tour's price terms in words, as the tour page states them: its seasons and its deposit. The
 * cancellation policy's sentence is `describePolicy` (money-terms). Zod-free: a public page imports it.
 */
import { formatDayMonth } from './format';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT, type Season } from './money-terms';

/** Joins with no-break spaces: '20 %' and '1 Jul' never wrap apart. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** '+20 %', '−15 %', or the season's own adult price written by `money` ('$500 per adult'). */
export function seasonChange(season: Season, money: (usd: number) => string): string {
  if (season.price !== undefined) return `${money(season.price)} per adult`;
  const percent = season.percent ?? 0;
  return unbroken(`${percent < 0 ? '−' : '+'}${Math.abs(percent)} %`);
}

/**
 * 'Migration season, 1 Jul – 31 Oct: +20 %' (with no-break spaces inside each date and the
 * percentage).
 */
export function describeSeason(season: Season, money: (usd: number) => string): string {
  return `${season.name}, ${unbroken(formatDayMonth(season.from))} – ${unbroken(formatDayMonth(season.to))}: ${seasonChange(season, money)}`;
}

/** '30 % deposit to book, balance 60 days before travel', or 'Paid in full when booking'. */
export function depositTerms(tour: { depositPercent?: number; balanceDueDays?: number }): string {
  const percent = tour.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const days = tour.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS;
  if (percent >= 100 || percent <= 0) return 'Paid in full when booking';
  return `${percent} % deposit to book, balance ${days} ${days === 1 ? 'day' : 'days'} before travel`;
}
