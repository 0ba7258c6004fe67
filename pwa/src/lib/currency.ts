/**
 * The currency a visitor reads prices in (USD or KES), and the office's USD→KES rate, for every
 * screen: the public pages, the booking form, the checkout.
 *
 *   const { currency, setCurrency, rate } = useDisplayCurrency();
 *   const shown = displayAmount(usd, currency, rate);        // from '@safari/shared/display-currency'
 *   formatMoney(shown.amount, shown.currency);               // from '@safari/shared/money-rules'
 *
 * - `currency`: the visitor's choice (the `currency` cookie), else what the server rendered the
 *   first page in (its cookie or Accept-Language: en-KE and sw read KES), else the browser's own
 *   languages. The server and the hydrating page agree, so the first paint is already in shillings.
 * - `setCurrency(c)`: remembers the choice in the cookie (the server renders the next page in it)
 *   and re-renders every screen that reads it, without a reload.
 * - `rate`: `{ rate, asOf }` (shillings per dollar, YYYY-MM-DD), from the page's data or the API,
 *   kept in localStorage so an offline visit converts at the rate last seen; null when none is
 *   known (staff have set none, or offline before any was seen): show USD then (displayAmount does).
 *
 * Zod-free and small: public pages import it.
 */
import {
  cookieValue,
  CURRENCY_COOKIE,
  currencyCookie,
  currencyForLanguages,
  parseCurrency,
  type DisplayRate,
} from '@safari/shared/display-currency';
import type { Currency } from '@safari/shared/money-rules';
import { useEffect, useSyncExternalStore } from 'react';
import { env } from '../config/env';
import { usePageData } from '../offline/seed';
import { RATE_KEY } from './storage-keys';

export type { Currency } from '@safari/shared/money-rules';
export type { DisplayRate } from '@safari/shared/display-currency';

export interface DisplayCurrency {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  rate: DisplayRate | null;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const emit = () => {
  for (const listener of listeners) listener();
};

/** The cookie's choice (read once; kept up to date by setCurrency); undefined: none yet. */
let chosen: Currency | undefined;
let chosenRead = false;
function readChosen(): Currency | undefined {
  if (!chosenRead && typeof document !== 'undefined') {
    chosen = parseCurrency(cookieValue(document.cookie, CURRENCY_COOKIE));
    chosenRead = true;
  }
  return chosen;
}

function isRate(value: unknown): value is DisplayRate {
  const rate = value as Partial<DisplayRate> | null;
  return typeof rate === 'object' && rate !== null && typeof rate.rate === 'number' && rate.rate > 0 && typeof rate.asOf === 'string';
}

/** The rate last seen, kept in localStorage (undefined: not read yet). */
let kept: DisplayRate | null | undefined;
function readKept(): DisplayRate | null {
  if (kept === undefined) {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(RATE_KEY) ?? 'null');
      kept = isRate(parsed) ? parsed : null;
    } catch {
      kept = null;
    }
  }
  return kept;
}

function keepRate(rate: DisplayRate | null): void {
  const current = readKept();
  if (current?.rate === rate?.rate && current?.asOf === rate?.asOf) return;
  kept = rate;
  try {
    if (rate) window.localStorage.setItem(RATE_KEY, JSON.stringify(rate));
    else window.localStorage.removeItem(RATE_KEY);
  } catch {
    // Private mode or a full store: the rate still holds for this visit.
  }
  emit();
}

let fetching: Promise<void> | undefined;
/** Asks the API for the rate once per visit (screens that came without it: the shell, client-only pages). */
function refreshRate(): Promise<void> {
  return (fetching ??= fetch(`${env.apiUrl}/rates`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ KES?: unknown }>) : undefined))
    .then((body) => {
      if (body && 'KES' in body) keepRate(isRate(body.KES) ? body.KES : null);
    })
    .catch(() => undefined));
}

/** Remembers `currency` in the cookie and re-renders the screens that show prices. */
export function setCurrency(currency: Currency): void {
  document.cookie = currencyCookie(currency);
  chosen = currency;
  chosenRead = true;
  emit();
}

const serverChosen = () => undefined;
const serverKept = () => null;

/** The display currency, its setter and the rate: see the top of this file. */
export function useDisplayCurrency(): DisplayCurrency {
  const seed = usePageData();
  // The server's snapshot during hydration: the page hydrates in the currency it was rendered in.
  const cookie = useSyncExternalStore(subscribe, readChosen, serverChosen);
  const stored = useSyncExternalStore(subscribe, readKept, serverKept);
  const fromBrowser = typeof document === 'undefined' ? 'USD' : currencyForLanguages(navigator.languages);
  const seedRate = seed.kesRate;

  useEffect(() => {
    if (seedRate !== undefined) keepRate(seedRate);
    else void refreshRate();
  }, [seedRate]);

  return {
    currency: cookie ?? seed.currency ?? fromBrowser,
    setCurrency,
    rate: seedRate !== undefined ? seedRate : stored,
  };
}
