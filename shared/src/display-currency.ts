/**
 * Amounts in the currency the visitor reads prices in (see currency-choice.ts for which one):
 * shillings at the office's rate, or dollars. Zod-free, for the public pages, the booking form and
 * the checkout.
 */
import type { DisplayRate } from './currency-choice';
import { convert, formatMoney, type Currency } from './money-terms';

export type { DisplayRate } from './currency-choice';

/**
 * A USD amount in the display currency: KES converted at the rate (whole shillings), or USD itself
 * when the visitor reads dollars or no rate is known (a shilling figure is never guessed).
 */
export function displayAmount(usd: number, currency: Currency, rate: DisplayRate | null | undefined): { amount: number; currency: Currency } {
  if (currency === 'KES' && rate && rate.rate > 0) return { amount: convert(usd, 'USD', 'KES', rate.rate), currency: 'KES' };
  return { amount: convert(usd, 'USD', 'USD', 1), currency: 'USD' };
}

/** A USD amount as the visitor reads it: 'KSh 54,390' or '$420' (see displayAmount). */
export function formatDisplay(usd: number, currency: Currency, rate: DisplayRate | null | undefined): string {
  const shown = displayAmount(usd, currency, rate);
  return formatMoney(shown.amount, shown.currency);
}
