/**
 * What JavaScript a page really downloads, measured in Chromium through the DevTools protocol: a
 * phone-sized window (390×844), no service worker (so its precache does not count), an empty cache,
 * `Accept-Encoding: gzip` (bytes as transferred, gzip), until the network is idle (no request for 2 s). Shared by the
 * bench and `npm run test:size`.
 */
import { chromium, type Browser } from '@playwright/test';
import type { ChunkClassifier } from './chunks';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export interface JsFile {
  url: string;
  /** Bytes as transferred (headers and gzip body). */
  bytes: number;
  /** When the download finished, in ms after the navigation started. */
  doneMs: number;
}

export interface JsMeasure {
  /** Largest Contentful Paint, ms after the navigation started; null when the page painted none. */
  lcpMs: number | null;
  jsBeforeLcpBytes: number;
  jsBeforeLcpRequests: number;
  jsTotalBytes: number;
  jsTotalRequests: number;
  /** Loaded files that are admin, Slate, charts or checkout code, with why. */
  forbidden: string[];
  files: JsFile[];
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, timeout: 60_000 });
}

interface Pending {
  url: string;
  start: number;
  script: boolean;
  end?: number;
  bytes?: number;
  failed?: boolean;
}

/** How long the network must stay quiet after Playwright's idle before the page counts as loaded. */
const SETTLE_MS = 2_000;

const isScriptUrl = (url: string) => /\.m?js(\?|$)/.test(new URL(url).pathname);

/** Loads `url` once in a fresh browser context and reports its JavaScript. */
export async function measurePageJs(browser: Browser, url: string, classify: ChunkClassifier, timeoutMs = 60_000): Promise<JsMeasure> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Pending>();
    let navigationStart: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && navigationStart === undefined) navigationStart = event.timestamp;
      requests.set(event.requestId, { url: event.request.url, start: event.timestamp, script: event.type === 'Script' || isScriptUrl(event.request.url) });
    });
    cdp.on('Network.responseReceived', (event) => {
      const pending = requests.get(event.requestId);
      if (pending && (event.type === 'Script' || /javascript/.test(event.response.mimeType))) pending.script = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const pending = requests.get(event.requestId);
      if (!pending) return;
      pending.end = event.timestamp;
      pending.bytes = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const pending = requests.get(event.requestId);
      if (pending) pending.failed = true;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // The figures are gzip as transferred, whatever else the server could send.
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });

    const deadline = Date.now() + timeoutMs;
    await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    // Playwright's idle is 500 ms without requests; code loaded on an idle callback or a timer comes
    // later on a busy machine. Idle here: nothing new and nothing open for SETTLE_MS.
    for (let seen = -1; Date.now() < deadline; ) {
      const open = [...requests.values()].some((r) => r.end === undefined && !r.failed);
      if (requests.size === seen && !open) break;
      seen = requests.size;
      await page.waitForTimeout(SETTLE_MS);
    }
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          let last: number | null = null;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // Buffered entries arrive in the first callback; give it a moment.
          setTimeout(() => resolve(last), 500);
        }),
    );
    const start = navigationStart ?? 0;
    const files: JsFile[] = [...requests.values()]
      .filter((r) => r.script && r.end !== undefined && r.bytes !== undefined)
      .map((r) => ({ url: r.url, bytes: r.bytes ?? 0, doneMs: ((r.end ?? start) - start) * 1000 }))
      .sort((a, b) => a.doneMs - b.doneMs);
    // Without an LCP (nothing painted), everything counts as before it.
    const before = files.filter((file) => lcpMs === null || file.doneMs <= lcpMs);
    const forbidden = files.flatMap((file) => {
      const why = classify(new URL(file.url).pathname);
      return why ? [`${new URL(file.url).pathname} (${why})`] : [];
    });
    return {
      lcpMs,
      jsBeforeLcpBytes: sum(before.map((f) => f.bytes)),
      jsBeforeLcpRequests: before.length,
      jsTotalBytes: sum(files.map((f) => f.bytes)),
      jsTotalRequests: files.length,
      forbidden,
      files,
    };
  } finally {
    await context.close();
  }
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
