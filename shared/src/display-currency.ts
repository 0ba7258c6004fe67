/**
 * Which currency a visitor reads prices in: the `currency` cookie when they chose one, else their
 * browser's first language (Kenyan English and Swahili read shillings). The server decides from
 * the request's headers, the browser from navigator.languages; both go through these functions so
 * a page hydrates with the currency it was rendered in. Zod-free: the public pages import it.
 */
import { convert, formatMoney, type Currency } from './money-rules';

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

/** A cookie's value from a `Cookie` header (or `document.cookie`); undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
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
