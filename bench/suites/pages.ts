/**
 * The public pages on a cheap phone: Lighthouse (mobile defaults: simulated slow 4G and 4× CPU
 * slowdown; scores, LCP, TBT, CLS) and the JavaScript Chromium really downloads (lib/measure-js.ts),
 * each the median of `runs` loads.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chunkClassifier } from '../lib/chunks';
import { CHROMIUM, CHROMIUM_FLAGS, launchChromium, measurePageJs, median, type JsMeasure } from '../lib/measure-js';
import { BENCH_PAGES, resolvePages, type Page } from '../lib/pages';
import type { Check } from '../lib/report';
import { kB, TARGETS } from '../lib/targets';
import type { BenchContext, BenchSuite } from './suite';

const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
] as const;
type CategoryId = (typeof CATEGORIES)[number][0];

/** One Lighthouse run may take this long (page load, trace processing) before it is abandoned. */
const LIGHTHOUSE_RUN_TIMEOUT_MS = 180_000;

interface LighthouseFigures {
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Failing audits of the four categories (id), to see what to fix. */
  failing: string[];
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what} took longer than ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  // A fresh browser per run: nothing cached, and a hung run cannot spoil the next.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent', maxConnectionRetries: 100 });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES.map(([id]) => id),
        maxWaitForLoad: 60_000,
      }),
      LIGHTHOUSE_RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
      () => chrome.kill(),
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const scores = Object.fromEntries(
      CATEGORIES.map(([id]) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as Record<CategoryId, number | null>;
    const failing = CATEGORIES.flatMap(([id]) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
        .map((audit) => `${id}:${audit?.id}`),
    );
    return { scores, lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), failing };
  } finally {
    chrome.kill();
  }
}

/** The median of the runs' values, null when no run measured it. */
function medianOf(values: (number | null)[]): number | null {
  const measured = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return measured.length ? median(measured) : null;
}

function atMost(subject: string, figure: string, value: number | null, limit: number, show: (n: number) => string): Check {
  return { subject, figure, value: value === null ? 'error' : show(value), target: `≤ ${show(limit)}`, pass: value !== null && value <= limit, raw: value };
}

function atLeast(subject: string, figure: string, value: number | null, limit: number): Check {
  return { subject, figure, value: value === null ? 'error' : String(Math.round(value)), target: `≥ ${limit}`, pass: value !== null && value >= limit, raw: value };
}

const ms = (n: number) => `${Math.round(n)} ms`;
const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
const count = (n: number) => String(Math.round(n));

export function pageChecks(subject: string, lh: LighthouseFigures[], js: JsMeasure[]): Check[] {
  const checks: Check[] = CATEGORIES.map(([id, label]) => atLeast(subject, label, medianOf(lh.map((run) => run.scores[id])), TARGETS.minScore));
  checks.push(
    atMost(subject, 'LCP', medianOf(lh.map((run) => run.lcpMs)), TARGETS.lcpMs, seconds),
    atMost(subject, 'TBT', medianOf(lh.map((run) => run.tbtMs)), TARGETS.tbtMs, ms),
    atMost(subject, 'CLS', medianOf(lh.map((run) => run.cls)), TARGETS.cls, (n) => n.toFixed(3)),
  );
  checks.push(...jsChecks(subject, js));
  return checks;
}

/** The JS figures of a page against the targets (median of the runs; forbidden code in any run fails). */
export function jsChecks(subject: string, js: JsMeasure[]): Check[] {
  const forbidden = [...new Set(js.flatMap((run) => run.forbidden))];
  return [
    atMost(subject, 'JS before LCP', medianOf(js.map((run) => run.jsBeforeLcpBytes)), TARGETS.jsBeforeLcpBytes, kB),
    atMost(subject, 'JS requests before LCP', medianOf(js.map((run) => run.jsBeforeLcpRequests)), TARGETS.jsBeforeLcpRequests, count),
    atMost(subject, 'JS in all', medianOf(js.map((run) => run.jsTotalBytes)), TARGETS.jsTotalBytes, kB),
    {
      subject,
      figure: 'Admin/Slate/charts/checkout code',
      value: js.length === 0 ? 'error' : forbidden.length ? forbidden.join(', ') : 'none',
      target: 'none',
      pass: js.length > 0 && forbidden.length === 0,
      raw: forbidden,
    },
  ];
}

async function measureJs(context: BenchContext, pages: Page[]): Promise<Map<string, JsMeasure[]>> {
  const classify = chunkClassifier(context.distDir);
  const browser = await launchChromium();
  const byPage = new Map<string, JsMeasure[]>();
  try {
    for (const page of pages) {
      const runs: JsMeasure[] = [];
      for (let i = 0; i < context.runs; i += 1) {
        try {
          runs.push(await measurePageJs(browser, `${context.baseUrl}${page.path}`, classify));
        } catch (error) {
          context.log(`  JS of ${page.path}, run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      byPage.set(page.name, runs);
      context.log(`  JS measured: ${page.path}`);
    }
  } finally {
    await browser.close();
  }
  return byPage;
}

/** Failed Lighthouse runs tolerated per page before it is reported with fewer runs. */
const LIGHTHOUSE_RETRIES = 3;

export const pagesSuite: BenchSuite = {
  name: 'pages',
  description: 'Lighthouse (mobile: simulated slow 4G, 4x CPU) and the JS Chromium downloads, per public page',
  async run(context) {
    const pages = await resolvePages(context.baseUrl, BENCH_PAGES);
    const js = await measureJs(context, pages);
    const checks: Check[] = [];
    const details: Record<string, unknown> = {};
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      // A run Lighthouse itself gives up on (NO_NAVSTART: 'Please run Lighthouse again') is run again,
      // so the median is of `runs` good runs; a page that keeps failing ends with fewer.
      let failures = 0;
      while (runs.length < context.runs && failures < LIGHTHOUSE_RETRIES) {
        const started = Date.now();
        try {
          runs.push(await lighthouseRun(`${context.baseUrl}${page.path}`));
          context.log(`  Lighthouse ${page.path} run ${runs.length}/${context.runs}: ${Math.round((Date.now() - started) / 1000)} s`);
        } catch (error) {
          failures += 1;
          context.log(`  Lighthouse ${page.path}, failed run ${failures}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const pageJs = js.get(page.name) ?? [];
      const subject = `${page.name} ${page.path}`;
      checks.push(...pageChecks(subject, runs, pageJs));
      details[subject] = {
        lighthouse: runs,
        js: pageJs.map((run) => ({ ...run, files: run.files.map((f) => ({ ...f, doneMs: Math.round(f.doneMs) })) })),
      };
    }
    return { suite: 'pages', checks, details };
  },
};
