/**
 * How much JavaScript each public page makes a first-time phone visitor download (not part of
 * `npm test`; run `npx tsx tests/perf/measure-js.ts` after `npm run build`). Starts the built app as
 * the e2e run does (or uses MEASURE_BASE_URL), opens every page in a fresh 390×844 context with
 * service workers blocked, and sums the script bytes as transferred (Resource Timing's
 * encodedBodySize: gzip over plain HTTP) and the requests: those downloaded before the Largest
 * Contentful Paint (responseEnd ≤ LCP), and all of them until the network has been quiet for QUIET_MS.
 */
import { chromium, type Browser } from '@playwright/test';
import globalSetup from '../support/global-setup';

const QUIET_MS = 3000;
const MAX_WAIT_MS = 20_000;

interface ScriptEntry {
  url: string;
  startTime: number;
  responseEnd: number;
  bytes: number;
}

interface PageResult {
  path: string;
  lcp: number;
  /** Content-Security-Policy violations the page reported (e.g. an eval). */
  csp: string[];
  beforeLcp: { bytes: number; requests: number };
  total: { bytes: number; requests: number };
  files: ScriptEntry[];
}

const INIT = () => {
  const w = window as unknown as { __lcp: number; __csp: string[] };
  w.__lcp = 0;
  w.__csp = [];
  // zod's eval probe (without jitless) shows up here, though zod catches the error.
  document.addEventListener('securitypolicyviolation', (event) => w.__csp.push(`${event.effectiveDirective} ${event.blockedURI}`));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function firstSlug(base: string, resource: 'tours' | 'blogs'): Promise<string> {
  const response = await fetch(`${base}/api/${resource}?limit=1`);
  const body = (await response.json()) as { items?: { slug?: string; id: string }[]; data?: { slug?: string; id: string }[] };
  const item = (body.items ?? body.data ?? [])[0];
  if (!item) throw new Error(`No ${resource} in the seed`);
  return item.slug ?? item.id;
}

async function measure(browser: Browser, base: string, path: string): Promise<PageResult> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(INIT);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // Wait until no new script has arrived for QUIET_MS (idle callbacks may start more after 'networkidle').
  const read = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: (entry as PerformanceResourceTiming).responseEnd, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
    );
  let files = await read();
  const started = Date.now();
  for (;;) {
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
    const now = await read();
    if (now.length === files.length || Date.now() - started > MAX_WAIT_MS) {
      files = now;
      break;
    }
    files = now;
  }
  const { lcp, csp } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __csp: string[] };
    return { lcp: w.__lcp, csp: w.__csp };
  });
  await context.close();
  const early = files.filter((file) => file.responseEnd <= lcp);
  const sum = (list: ScriptEntry[]) => list.reduce((total, file) => total + file.bytes, 0);
  return {
    path,
    lcp,
    csp,
    beforeLcp: { bytes: sum(early), requests: early.length },
    total: { bytes: sum(files), requests: files.length },
    files,
  };
}

async function main(): Promise<void> {
  let teardown: (() => Promise<void>) | undefined;
  let base = process.env.MEASURE_BASE_URL;
  if (!base) {
    teardown = await globalSetup();
    base = process.env.E2E_BASE_URL!;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const all = ['/', '/tours', `/tours/${await firstSlug(base, 'tours')}`, '/blog', `/blog/${await firstSlug(base, 'blogs')}`, '/destinations/masai-mara'];
    const paths = only.length > 0 ? only : all;
    const verbose = process.argv.includes('--files');
    console.log('JS downloaded per page (390x844, service workers blocked; bytes as transferred):');
    console.log('  page                                   LCP ms   before LCP          until idle');
    for (const path of paths) {
      const result = await measure(browser, base, path);
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      console.log(
        `  ${path.slice(0, 38).padEnd(38)} ${result.lcp.toFixed(0).padStart(6)}   ${kb(result.beforeLcp.bytes).padStart(9)} /${String(result.beforeLcp.requests).padStart(3)} req   ${kb(result.total.bytes).padStart(9)} /${String(result.total.requests).padStart(3)} req`,
      );
      for (const violation of result.csp) console.log(`      CSP violation: ${violation}`);
      if (verbose) {
        for (const file of result.files.sort((a, b) => a.startTime - b.startTime)) {
          console.log(`      ${file.startTime.toFixed(0).padStart(6)} ms ${kb(file.bytes).padStart(9)}  ${file.responseEnd <= result.lcp ? '*' : ' '} ${new URL(file.url).pathname}`);
        }
      }
    }
  } finally {
    await browser.close();
    await teardown?.();
  }
}

await main();
