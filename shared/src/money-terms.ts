/**
 * What a visitor reads about money before booking, for the public pages: the currencies and how an
 * amount is rounded, converted and written, the residencies, a tour's seasons and 'from' price,
 * the deposit defaults and the cancellation policy in words. A module of its own, apart from the
 * booking and ledger rules (money-rules.ts, which re-exports all of it), so a page that shows a
 * price downloads these few functions only. Zod-free.
 */

export const CURRENCIES = ['USD', 'KES'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const RESIDENCIES = ['nonResident', 'resident', 'citizen'] as const;
export type Residency = (typeof RESIDENCIES)[number];
export const RESIDENCY_LABELS: Record<Residency, string> = {
  nonResident: 'Non-resident',
  resident: 'East-African resident',
  citizen: 'East-African citizen',
};

export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_BALANCE_DUE_DAYS = 60;

/** A yearly date range ('MM-DD' to 'MM-DD', inclusive; may span New Year) with its adult price. */
export interface Season {
  name: string;
  from: string;
  to: string;
  /** The adult price in USD during the season, or … */
  price?: number;
  /** … the tour's prices changed by this percentage (+20: 20 % more; -15: 15 % less). */
  percent?: number;
}

/** Cancelling at least `daysBefore` days before travel refunds `percent` of what was paid. */
export interface CancellationBand {
  daysBefore: number;
  percent: number;
}
export const DEFAULT_CANCELLATION_POLICY: CancellationBand[] = [
  { daysBefore: 60, percent: 100 },
  { daysBefore: 30, percent: 50 },
];

/** What pricing needs of a tour. */
export interface PricedTour {
  /** The adult price in USD (the tour's price or its first pricing tier); null: on request. */
  unitPrice: number | null;
  residentPriceKes?: number | null;
  citizenPriceKes?: number | null;
  depositPercent?: number;
  balanceDueDays?: number;
  seasons?: Season[];
}

/** USD to the cent, KES to the whole shilling (half away from zero, as a till does). */
export function roundMoney(amount: number, currency: Currency): number {
  const factor = currency === 'KES' ? 1 : 100;
  return (Math.sign(amount) * Math.round(Math.abs(amount) * factor + 1e-9)) / factor;
}

/** Converts between the two currencies at `rate` shillings per dollar, rounded for the target. */
export function convert(amount: number, from: Currency, to: Currency, rate: number): number {
  if (from === to) return roundMoney(amount, to);
  return roundMoney(from === 'USD' ? amount * rate : amount / rate, to);
}

/** The lowest adult price in USD over the year, for 'from $X' on cards; null: on request. */
export function lowestAdultPriceUsd(tour: PricedTour): number | null {
  const prices: number[] = [];
  if (tour.unitPrice !== null) prices.push(tour.unitPrice);
  for (const season of tour.seasons ?? []) {
    if (season.price !== undefined) prices.push(season.price);
    else if (season.percent !== undefined && tour.unitPrice !== null) prices.push(roundMoney(tour.unitPrice * (1 + season.percent / 100), 'USD'));
  }
  return prices.length ? Math.min(...prices) : null;
}

/** '100 % refunded 60 days or more before travel; 50 % at 30–59 days; none after.' */
export function describePolicy(policy: readonly CancellationBand[]): string {
  const bands = [...policy].filter((band) => band.percent > 0).sort((a, b) => b.daysBefore - a.daysBefore);
  if (!bands.length) return 'Payments are not refunded on cancellation.';
  const parts = bands.map((band, index) => {
    if (index === 0) return `${band.percent} % refunded when cancelling ${band.daysBefore} days or more before travel`;
    const upper = (bands[index - 1]?.daysBefore ?? 0) - 1;
    return `${band.percent} % at ${band.daysBefore}–${upper} days`;
  });
  const last = bands[bands.length - 1];
  const tail = last && last.daysBefore > 0 ? `; none after` : '';
  return `${parts.join('; ')}${tail}.`;
}

/** 'KSh 12,900' or '$1,250.40': the site's money text in either currency. */
export function formatMoney(amount: number, currency: Currency): string {
  const rounded = roundMoney(amount, currency);
  const cents = currency === 'USD' && Math.round(Math.abs(rounded) * 100) % 100 !== 0;
  const [whole, fraction] = Math.abs(rounded).toFixed(cents ? 2 : 0).split('.');
  const digits = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = rounded < 0 ? '-' : '';
  return currency === 'KES' ? `${sign}KSh ${digits}` : `${sign}$${digits}${fraction ? `.${fraction}` : ''}`;
}
