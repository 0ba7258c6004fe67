/**
 * The currency a visitor reads prices in (USD or KES), and the office's USD→KES rate, for every
 * screen: the public pages, the booking form, the checkout.
 *
 *   const { currency, setCurrency, rate } = useDisplayCurrency();
 *   const shown = displayAmount(usd, currency, rate);        // from '@safari/shared/display-currency'
 *   formatMoney(shown.amount, shown.currency);               // from '@safari/shared/money-terms'
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
 * Zod-free and small: every page's header imports it, so it leaves the money rules (money-terms,
 * display-currency) to the screens that show prices, and the API call to a chunk of its own.
 */
import { cookieValue, CURRENCY_COOKIE, currencyCookie, currencyForLanguages, parseCurrency, type DisplayRate } from '@safari/shared/currency-choice';
import type { Currency } from '@safari/shared/money-terms';
import { useEffect, useSyncExternalStore } from 'react';
import { usePageData } from '../offline/seed';
import { RATE_KEY } from './storage-keys';

export type { Currency } from '@safari/shared/money-terms';
export type { DisplayRate } from '@safari/shared/currency-choice';

export interface DisplayCurrency {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  rate: DisplayRate | null;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());

/** The cookie's choice, read once (null: not yet; undefined: none) and kept up to date by setCurrency. */
let chosen: Currency | undefined | null = null;
const readChosen = () => (chosen === null ? (chosen = parseCurrency(cookieValue(document.cookie, CURRENCY_COOKIE))) : chosen);

/** The rate of a screen that came without one (lib/currency-rate.ts): the one last seen, then the API's. */
let loaded: DisplayRate | null = null;
const readLoaded = () => loaded;
let loading: Promise<void> | undefined;
/** The rate the page came with, last written to localStorage (each page's components all ask). */
let kept: DisplayRate | null | undefined;

/** Remembers `currency` in the cookie and re-renders the screens that show prices. */
export function setCurrency(currency: Currency): void {
  document.cookie = currencyCookie(currency);
  chosen = currency;
  emit();
}

const none = () => undefined;
const noRate = () => null;

/** The display currency, its setter and the rate: see the top of this file. */
export function useDisplayCurrency(): DisplayCurrency {
  const seed = usePageData();
  // The server's snapshot during hydration: the page hydrates in the currency it was rendered in.
  const cookie = useSyncExternalStore(subscribe, readChosen, none);
  const fetched = useSyncExternalStore(subscribe, readLoaded, noRate);
  const seedRate = seed.kesRate;

  useEffect(() => {
    if (seedRate === undefined) {
      loading ??= import('./currency-rate')
        .then(({ loadRate }) =>
          loadRate((rate) => {
            loaded = rate;
            emit();
          }),
        )
        .catch(() => undefined);
    } else if (seedRate !== kept) {
      kept = seedRate;
      try {
        localStorage.setItem(RATE_KEY, JSON.stringify(seedRate));
      } catch {
        // Private mode or a full store: the page still has its rate.
      }
    }
  }, [seedRate]);

  return {
    currency: cookie ?? seed.currency ?? (typeof document === 'undefined' ? 'USD' : currencyForLanguages(navigator.languages)),
    setCurrency,
    rate: seedRate === undefined ? fetched : seedRate,
  };
}
