import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieValue, currencyCookie, currencyForLanguages, currencyOfRequest, parseCurrency, safeBackPath } from './currency-choice';

describe('the currency a request reads prices in', () => {
  it('when the cookie says KES, then KES whatever the language', () => {
    expect(currencyOfRequest({ cookie: 'theme=dark; currency=KES', acceptLanguage: 'en-US' })).toBe('KES');
  });
  it('when the cookie says USD, then USD even for a Kenyan browser', () => {
    expect(currencyOfRequest({ cookie: 'currency=USD', acceptLanguage: 'en-KE,en;q=0.9' })).toBe('USD');
  });
  it('when there is no cookie, then Kenyan English and Swahili read KES, others USD', () => {
    expect(currencyOfRequest({ acceptLanguage: 'en-KE,en;q=0.9' })).toBe('KES');
    expect(currencyOfRequest({ acceptLanguage: 'sw' })).toBe('KES');
    expect(currencyOfRequest({ acceptLanguage: 'sw-TZ,sw;q=0.8' })).toBe('KES');
    expect(currencyOfRequest({ acceptLanguage: 'en-US,en;q=0.9,sw;q=0.5' })).toBe('USD');
    expect(currencyOfRequest({})).toBe('USD');
  });
  it('when the cookie holds anything else, then the language decides', () => {
    expect(currencyOfRequest({ cookie: 'currency=EUR', acceptLanguage: 'en-KE' })).toBe('KES');
  });
});

describe('Accept-Language', () => {
  it('when weights are given, then the most preferred comes first and q=0 is dropped', () => {
    expect(acceptedLanguages('en;q=0.5, sw-KE, fr;q=0, de;q=0.8')).toEqual(['sw-KE', 'de', 'en']);
  });
  it('when the header is empty or a wildcard, then no language', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual([]);
  });
  it('when the browser lists languages, then only the first decides', () => {
    expect(currencyForLanguages(['en-KE', 'en-US'])).toBe('KES');
    expect(currencyForLanguages(['en-GB', 'en-KE'])).toBe('USD');
    expect(currencyForLanguages(['SW'])).toBe('KES');
    expect(currencyForLanguages([])).toBe('USD');
  });
});

describe('the cookie', () => {
  it('when read from a header, then the named cookie only', () => {
    expect(cookieValue('a=1; currency=KES; b=2', 'currency')).toBe('KES');
    expect(cookieValue('xcurrency=KES', 'currency')).toBeUndefined();
    expect(cookieValue(undefined, 'currency')).toBeUndefined();
  });
  it('when written, then it is site-wide for a year and readable back', () => {
    const cookie = currencyCookie('KES');
    expect(cookie).toMatch(/^currency=KES; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(parseCurrency(cookieValue(cookie.split(';')[0], 'currency'))).toBe('KES');
  });
  it('when a value is not a currency we show, then it is ignored', () => {
    expect(parseCurrency('kes')).toBe('KES');
    expect(parseCurrency('EUR')).toBeUndefined();
    expect(parseCurrency(null)).toBeUndefined();
  });
});

describe('the switch goes back only to this site', () => {
  it('when back is a path, then it is kept with its query', () => {
    expect(safeBackPath('/tours?destination=kenya')).toBe('/tours?destination=kenya');
  });
  it('when back points elsewhere or is missing, then the home page', () => {
    for (const back of ['https://evil.example', '//evil.example', '/\\evil.example', 'tours', '', undefined, '/a\r\nSet-Cookie: x=1']) {
      expect(safeBackPath(back)).toBe('/');
    }
  });
});
