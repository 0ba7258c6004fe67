/**
 * The currency switch before the app starts: `GET /currency?c=KES&back=/tours` remembers the
 * choice in the `currency` cookie and goes back, where the server renders the page in it. The
 * header's switch is a GET form to this path; once the app runs, it sets the cookie itself.
 */
import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { CURRENCY_SWITCH_PATH, currencyCookie, currencyOfRequest, parseCurrency, safeBackPath } from '@safari/shared/currency-choice';
import type { Currency } from '@safari/shared/money-terms';

const first = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);

export function currencyRouter(): Router {
  const router = Router();
  router.get(CURRENCY_SWITCH_PATH, (req, res) => {
    const currency = parseCurrency(first(req.query.c));
    // An unknown currency changes nothing: the visitor is taken back all the same.
    if (currency) res.append('Set-Cookie', currencyCookie(currency));
    res.set('Cache-Control', 'no-store').redirect(303, safeBackPath(first(req.query.back)));
  });
  return router;
}

/** The currency a page is rendered in: the visitor's cookie, else their Accept-Language. */
export function pageCurrency(req: IncomingMessage): Currency {
  const language = req.headers['accept-language'];
  return currencyOfRequest({ cookie: req.headers.cookie, acceptLanguage: Array.isArray(language) ? language.join(',') : language });
}
