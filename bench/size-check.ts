/**
 * `npm run test:size`: loads each public page in Chromium at 390×844 (service worker blocked, until
 * the network is idle) against the production server, and fails when a page downloads more JS
 * (gzip as transferred) in all than its limit in bench/size-limits.json (before its LCP is shown, not
 * held: it swings with the machine's load), or loads
 * any admin, Slate, charts or checkout chunk. The limits are today's figures plus 5 %, a guard
 * against growth, and never more than the issue's 180 kB in all on the bench's six pages (which meet
 * it); the rest of the issue's targets (100 kB before LCP in ≤ 10 requests, Lighthouse) are checked
 * by `npm run bench`.
 *
 *   npm run test:size                 check (1 load per page: JS in all is steady; `--runs` for more)
 *   npm run test:size -- --update     write today's figures + 5 % as the limits (the largest of the loads)
 *   npm run test:size -- --runs 3     more loads per page
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePwaBuilt } from '../scripts/pwa-build';
import { chunkClassifier } from './lib/chunks';
import { launchChromium, measurePageJs, type JsMeasure } from './lib/measure-js';
import { BENCH_PAGES, resolvePages, SIZE_PAGES } from './lib/pages';
import { failures, textTable, type Check, type Report } from './lib/report';
import { ROOT, startBenchServer } from './lib/server';
import { kB, TARGETS } from './lib/targets';

const LIMITS_FILE = path.join(ROOT, 'bench', 'size-limits.json');
/** Headroom over the measured figures when the limits are written. */
const HEADROOM = 1.05;

interface PageLimits {
  jsBeforeLcpBytes: number;
  jsBeforeLcpRequests: number;
  jsTotalBytes: number;
}
interface LimitsFile {
  note: string;
  pages: Record<string, PageLimits>;
}

/** A page's limits: its file's, with JS in all held to the issue's target on the bench's pages. */
function limitsOf(name: string, file: LimitsFile): PageLimits | undefined {
  const limits = file.pages[name];
  if (!limits || !(BENCH_PAGES as readonly string[]).includes(name)) return limits;
  return { ...limits, jsTotalBytes: Math.min(limits.jsTotalBytes, TARGETS.jsTotalBytes) };
}

/**
 * `gate`: whether the figure fails the check. What lands before the LCP swings with the machine's
 * load (the same page measured 5 to 70 requests on a busy CI machine), so those figures are shown
 * here and held to the issue's targets by `npm run bench`; JS in all is stable and guards growth.
 */
const FIGURES: { key: keyof PageLimits; label: string; show: (n: number) => string; gate: boolean }[] = [
  { key: 'jsBeforeLcpBytes', label: 'JS before LCP', show: kB, gate: false },
  { key: 'jsBeforeLcpRequests', label: 'JS requests before LCP', show: String, gate: false },
  { key: 'jsTotalBytes', label: 'JS in all', show: kB, gate: true },
];

/**
 * Each figure's smallest value over the runs against its limit (growth shows in every run; when the
 * LCP lands varies, and with it what counts as before it); forbidden code in any run fails.
 */
function checksOf(subject: string, results: JsMeasure[], limits: PageLimits | undefined): Check[] {
  const measure = results.length ? results : null;
  const checks: Check[] = FIGURES.map(({ key, label, show, gate }) => {
    const value = measure ? Math.min(...measure.map((r) => r[key])) : null;
    const limit = limits?.[key];
    return {
      subject,
      figure: label,
      value: value === null ? 'error' : show(value),
      target: !gate ? `shown (${limit === undefined ? 'no limit' : `was ≤ ${show(limit)}`})` : limit === undefined ? 'no limit set (npm run test:size -- --update)' : `≤ ${show(limit)}`,
      pass: value !== null && (!gate || (limit !== undefined && value <= limit)),
      raw: value,
    };
  });
  const forbidden = [...new Set(results.flatMap((r) => r.forbidden))];
  checks.push({
    subject,
    figure: 'Admin/Slate/charts/checkout code',
    value: measure ? (forbidden.length ? forbidden.join(', ') : 'none') : 'error',
    target: 'none',
    pass: measure !== null && forbidden.length === 0,
    raw: forbidden,
  });
  return checks;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { update: { type: 'boolean', default: false }, runs: { type: 'string', default: '1' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be a whole number from 1 to 9');
  const startedAt = new Date().toISOString();
  const log = (line: string) => console.log(`[size] ${line}`);
  await ensurePwaBuilt(ROOT);
  const limits = JSON.parse(readFileSync(LIMITS_FILE, 'utf8')) as LimitsFile;
  const server = await startBenchServer({ data: 'demo', log });
  const measured = new Map<string, JsMeasure[]>();
  const subjects = new Map<string, string>();
  try {
    const pages = await resolvePages(server.baseUrl, SIZE_PAGES);
    const classify = chunkClassifier(path.join(ROOT, 'pwa', 'dist'));
    const browser = await launchChromium();
    try {
      for (const page of pages) {
        subjects.set(page.name, `${page.name} ${page.path}`);
        const results: JsMeasure[] = [];
        // One extra attempt: a load that timed out on a busy machine says nothing about size.
        for (let attempt = 1; attempt <= runs + 1 && results.length < runs; attempt += 1) {
          try {
            results.push(await measurePageJs(browser, `${server.baseUrl}${page.path}`, classify));
          } catch (error) {
            log(`${page.path}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        measured.set(page.name, results);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }

  if (values.update) {
    const pages: Record<string, PageLimits> = {};
    for (const [name, results] of measured) {
      if (results.length === 0) throw new Error(`${name} could not be measured: limits not written`);
      // The largest of the runs: how much JS lands before the LCP depends on when the LCP lands.
      const most = (key: keyof PageLimits) => Math.ceil(Math.max(...results.map((r) => r[key])) * HEADROOM);
      pages[name] = { jsBeforeLcpBytes: most('jsBeforeLcpBytes'), jsBeforeLcpRequests: most('jsBeforeLcpRequests'), jsTotalBytes: most('jsTotalBytes') };
    }
    writeFileSync(LIMITS_FILE, `${JSON.stringify({ note: limits.note, pages }, null, 2)}\n`);
    log(`limits written to ${path.relative(ROOT, LIMITS_FILE)}`);
  }
  const current = values.update ? (JSON.parse(readFileSync(LIMITS_FILE, 'utf8')) as LimitsFile) : limits;
  const report: Report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: null,
    settings: {},
    suites: [{ suite: 'size', checks: [...measured].flatMap(([name, results]) => checksOf(subjects.get(name) ?? name, results, limitsOf(name, current))) }],
  };
  console.log(`\n${textTable(report)}\n`);
  const failed = failures(report);
  if (failed) {
    console.error(
      `Size check failed (${failed} figure(s)). Split routes and defer heavy code rather than raising a limit; ` +
        'if a page really must grow, run `npm run test:size -- --update` and say why in the commit.',
    );
    return 1;
  }
  log('every public page is within its JS limits and loads no admin, Slate, charts or checkout code');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
