/**
 * `tsx bench/probe.ts [--page tours] [--runs 1] [--out /tmp/lhr]`: one Lighthouse run (mobile
 * defaults) per named bench page against the production server on the bench catalogue, with the
 * diagnostics the bench table leaves out: the long tasks, script boot-up, the LCP element and its
 * phases, and the JS requested before the LCP. The full reports go to --out. Does not build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chunkClassifier } from './lib/chunks';
import { CHROMIUM, CHROMIUM_FLAGS, launchChromium, measurePageJs } from './lib/measure-js';
import { BENCH_PAGES, resolvePages } from './lib/pages';
import { ROOT, startBenchServer } from './lib/server';

interface Item {
  [key: string]: unknown;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', multiple: true },
      runs: { type: 'string', default: '1' },
      out: { type: 'string', default: path.join(ROOT, 'bench', 'results', 'probe') },
      // Keep the server up afterwards (until Ctrl-C) to look at its pages by hand.
      hold: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  mkdirSync(values.out, { recursive: true });
  const log = (line: string) => console.log(`[probe] ${line}`);
  const server = await startBenchServer({ data: 'bench', log });
  try {
    const pages = await resolvePages(server.baseUrl, values.page ?? BENCH_PAGES);
    const browser = await launchChromium();
    const classify = chunkClassifier(path.join(ROOT, 'pwa', 'dist'));
    for (const page of pages) {
      const js = await measurePageJs(browser, `${server.baseUrl}${page.path}`, classify);
      const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      log(`${page.name}: JS before LCP ${kb(js.jsBeforeLcpBytes)} in ${js.jsBeforeLcpRequests}, in all ${kb(js.jsTotalBytes)} in ${js.jsTotalRequests} (LCP ${Math.round(js.lcpMs ?? 0)} ms)`);
      for (const file of js.files) log(`    ${Math.round(file.doneMs)} ms ${kb(file.bytes)} ${new URL(file.url).pathname}`);
    }
    await browser.close();
    for (const page of pages) {
      for (let i = 0; i < runs; i += 1) {
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
        try {
          const result = await lighthouse(`${server.baseUrl}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          const lhr = result?.lhr;
          if (!lhr) continue;
          writeFileSync(path.join(values.out, `${page.name}-${i + 1}.json`), JSON.stringify(lhr));
          const trace = (result.artifacts as { Trace?: unknown }).Trace;
          if (trace) writeFileSync(path.join(values.out, `${page.name}-${i + 1}.trace.json`), JSON.stringify(trace));
          const audit = (id: string) => lhr.audits[id];
          const num = (id: string) => Math.round(audit(id)?.numericValue ?? -1);
          log(
            `${page.name} run ${i + 1}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} FCP ${num('first-contentful-paint')} LCP ${num('largest-contentful-paint')} TBT ${num('total-blocking-time')} CLS ${(audit('cumulative-layout-shift')?.numericValue ?? -1).toFixed(3)} SI ${num('speed-index')}`,
          );
          const items = (id: string) => ((audit(id)?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
          for (const task of items('long-tasks').slice(0, 8)) log(`    long task ${Math.round(Number(task.startTime))} +${Math.round(Number(task.duration))} ms ${String(task.url)}`);
          for (const row of items('bootup-time').slice(0, 6)) log(`    bootup ${Math.round(Number(row.total))} ms (script ${Math.round(Number(row.scripting))}) ${String(row.url)}`);
          for (const row of items('mainthread-work-breakdown')) log(`    main thread ${String(row.groupLabel)}: ${Math.round(Number(row.duration))} ms`);
          const lcpDetails = audit('largest-contentful-paint-element')?.details as { items?: { items?: Item[] }[] } | undefined;
          for (const table of lcpDetails?.items ?? []) for (const row of table.items ?? []) log(`    LCP ${JSON.stringify(row).slice(0, 300)}`);
        } finally {
          chrome.kill();
        }
      }
    }
    if (values.hold) {
      log(`holding ${server.baseUrl} until interrupted`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()).once('SIGTERM', () => resolve()));
    }
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
