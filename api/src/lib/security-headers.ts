/**
 * The security headers of every answer the API sends (pages, files and JSON alike): one Content
 * Security Policy, framing by this site only, HSTS in production, no powerful browser features,
 * nosniff and a strict Referrer-Policy. nginx sends the same set on the files it serves itself
 * (nginx-security-headers.conf); tests/infra/deployment.test.ts keeps the two equal.
 *
 * The build's hashed scripts, styles and fonts are never a document, so the headers that govern
 * a document (its CSP, framing, features, opener) do nothing on them: they carry only the ones a
 * subresource obeys (SUBRESOURCE_HEADERS; nginx-subresource-headers.conf): over HTTP/1.1 the full
 * set is sent again on each of the many files a page loads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Browser features no page of the site uses, refused to the site and anything it frames. Clipboard
 * (share a post) and Web Share stay allowed. Only features Chromium knows: an unknown one is a
 * console error on every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()';

function helmetFor(config: Pick<Config, 'nodeEnv'>) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script anywhere: the server render's page data is `type="application/json"`
        // (data, never run), and zod runs jitless (pwa/src/lib/zod-browser.ts), so no eval probe.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Styles stay 'unsafe-inline' (scripts do not): the server-rendered HTML carries MUI's style=""
        // attributes, which no nonce or hash can allow ('unsafe-hashes' would list every value), emotion
        // inserts <style> elements at run time, and a per-answer nonce could not be matched by the
        // shell nginx serves from disk. Without it every page reports style-src violations
        // (tests/e2e/csp.spec.ts). CSS cannot run code; script-src has no inline escape.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Tour and blog images may be absolute https URLs (spec: 'absolute http(s) as is').
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The contact page embeds an OpenStreetMap iframe.
        frameSrc: ['https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Pages may be framed by the site itself only (clickjacking); X-Frame-Options says the same to old browsers.
        frameAncestors: ["'self'"],
      },
    },
    // HSTS only makes sense (and only sticks) behind HTTPS in production.
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 15_552_000 } : false,
  });
}

/** helmet's middleware with the Permissions-Policy: what sets the headers, run once to learn them. */
function headerSetter(config: Pick<Config, 'nodeEnv'>) {
  const policy = helmetFor(config);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    policy(req, res, next);
  };
}

/** The headers the site sends, by lower-case name: what nginx must send on its own files too. */
export function securityHeaderValues(config: Pick<Config, 'nodeEnv'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    removeHeader: () => undefined,
  };
  headerSetter(config)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The build's hashed scripts, styles and fonts: loaded by pages, never shown as one. */
export const SUBRESOURCE_PATH = /^\/assets\/[^/]+\.(js|mjs|css|woff2?)$/;

/**
 * The headers a script, style or font obeys: no MIME sniffing (a script must be served as one), not
 * readable by other sites (CORP), the referrer policy of the imports a module script makes, and HSTS
 * (honoured on any answer over HTTPS).
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security'];

/** The headers of SUBRESOURCE_PATH answers, by lower-case name: what nginx sends on those files too. */
export function subresourceHeaderValues(config: Pick<Config, 'nodeEnv'>): Record<string, string> {
  return Object.fromEntries(Object.entries(securityHeaderValues(config)).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)));
}

/**
 * Sets the security headers on every answer (the subresource set on SUBRESOURCE_PATH). They do not depend on the request, so helmet runs once
 * at start-up and each answer gets the same list (helmet per request cost a tenth of a cached
 * catalogue answer's time).
 */
export function securityHeaders(config: Pick<Config, 'nodeEnv'>): RequestHandler {
  const headers = Object.entries(securityHeaderValues(config));
  const subresource = Object.entries(subresourceHeaderValues(config));
  return (req, res, next) => {
    for (const [name, value] of SUBRESOURCE_PATH.test(req.path) ? subresource : headers) res.setHeader(name, value);
    next();
  };
}

/** The same headers as one flat list (name, value, name, value…), as `writeHead` takes them. */
export function securityHeaderList(config: Pick<Config, 'nodeEnv'>): string[] {
  return Object.entries(securityHeaderValues(config)).flat();
}
