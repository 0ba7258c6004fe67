/**
 * Which currency a visitor reads prices in: the `currency` cookie when they chose one, else their
 * browser's first language (Kenyan English and Swahili read shillings). The server decides from
 * the request's headers, the browser from navigator.languages; both go through these functions so
 * a page hydrates with the currency it was rendered in. Imports nothing at run time: the header's
 * switch starts with every page, and must not bring the money rules (money-terms, money-rules) with it.
 */
import type { Currency } from './money-terms';

/** Name of the cookie that remembers the visitor's choice (readable by the page: not HttpOnly). */
export const CURRENCY_COOKIE = 'currency';
/** A year: a choice of currency is kept like a language setting. */
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The path that sets the cookie and goes back (`/currency?c=KES&back=/tours`): the switch before the app starts. */
export const CURRENCY_SWITCH_PATH = '/currency';

/** 'USD' or 'KES' from a cookie or query value; undefined for anything else. */
export function parseCurrency(value: string | null | undefined): Currency | undefined {
  const upper = value?.trim().toUpperCase();
  return upper === 'USD' || upper === 'KES' ? upper : undefined;
}

/** A cookie's value (as sent: the currency's is plain ASCII) from a `Cookie` header or `document.cookie`. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, value] = part.split('=');
    if (key?.trim() === name) return value?.trim();
  }
  return undefined;
}

/** The languages of an Accept-Language header, most preferred first (q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** KES when the most preferred language is Kenyan English (en-KE) or Swahili (sw, sw-KE, …); USD otherwise. */
export function currencyForLanguages(languages: readonly string[]): Currency {
  const first = languages[0]?.toLowerCase();
  if (!first) return 'USD';
  return first === 'en-ke' || first === 'sw' || first.startsWith('sw-') ? 'KES' : 'USD';
}

/** The currency of a request: its cookie when valid, else its Accept-Language. */
export function currencyOfRequest(headers: { cookie?: string; acceptLanguage?: string }): Currency {
  return parseCurrency(cookieValue(headers.cookie, CURRENCY_COOKIE)) ?? currencyForLanguages(acceptedLanguages(headers.acceptLanguage));
}

/** The `document.cookie` assignment (or Set-Cookie value) that remembers `currency`. */
export function currencyCookie(currency: Currency): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Where the switch goes back to: a path on this site (with its query), never another origin;
 * '/' for anything else.
 */
export function safeBackPath(back: string | null | undefined): string {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return '/';
  // Control characters (a header split, a tab the URL parser drops) are never part of a real path.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(back)) return '/';
  return back;
}

/** The office's rate as the pages show it: shillings per dollar, and the day it was set (YYYY-MM-DD). */
export interface DisplayRate {
  rate: number;
  asOf: string;
}
