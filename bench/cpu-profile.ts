/**
 * `tsx bench/cpu-profile.ts --page home [--out dir] [--min-task 50] [--service-worker]`: loads each named
 * bench page once in Chromium (390×844, 4× CPU slowdown, no service worker unless asked: with it, as in
 * Lighthouse and on a phone, the work that starts when it turns active after load shows too) with a trace and the V8 sampling
 * profiler on, and prints the main thread's long tasks with the functions each spent its time in
 * (inclusive; build with `vite build --minify false` for readable names). Does not build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, PHONE_VIEWPORT } from './lib/measure-js';
import { BENCH_PAGES, resolvePages } from './lib/pages';
import { startBenchServer } from './lib/server';

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; startTime?: number } };
}

/** The renderer main thread's tasks of at least `minMs`, each with the functions it spent most time in (inclusive). */
function longTasks(events: TraceEvent[], minMs: number): string[] {
  const start = events.find((e) => e.name === 'navigationStart');
  if (!start) return ['no navigationStart in the trace'];
  const main = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  const nodes = new Map<number, ProfileNode & { parent?: number }>();
  const samples: [number, number][] = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== start.pid) continue;
    if (e.name === 'Profile') clock = Number(e.args?.data?.startTime ?? 0);
    if (e.name !== 'ProfileChunk') continue;
    const profile = e.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push([clock, id]);
    });
  }
  const name = (node: ProfileNode) => `${node.callFrame.functionName || '(anon)'} ${(node.callFrame.url ?? '').split('/').pop()}:${node.callFrame.lineNumber}`;
  const lines: string[] = [];
  for (const task of events.filter((e) => main(e) && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000).sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = samples.filter(([ts]) => ts >= task.ts && ts <= end);
    const inclusive = new Map<string, number>();
    for (const [, id] of inside) {
      const seen = new Set<string>();
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const key = name(node);
        if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
        seen.add(key);
      }
    }
    const top = [...inclusive]
      .filter(([key]) => !/^\((root|program|idle)\)/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([key, n]) => `   ${Math.round((100 * n) / Math.max(1, inside.length))}% ${key}`);
    // The browser's own work in the task (parse, style, layout), which has no JS samples: trace events
    // by name, nested ones counted in their parents too.
    const own = new Map<string, number>();
    for (const e of events) {
      if (!main(e) || e.ph !== 'X' || e.name === 'RunTask' || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      own.set(e.name, (own.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const browser = [...own]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, us]) => `${key} ${Math.round(us / 1000)}`)
      .join(', ');
    lines.push(`${Math.round((task.ts - start.ts) / 1000)} ms +${Math.round((task.dur ?? 0) / 1000)} ms (${inside.length} samples): ${browser}`, ...top);
  }
  return lines;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { page: { type: 'string', multiple: true }, out: { type: 'string', default: '/tmp' }, wait: { type: 'string', default: '8000' }, 'min-task': { type: 'string', default: '50' }, 'service-worker': { type: 'boolean', default: false } } });
  const server = await startBenchServer({ data: 'bench', log: (line) => console.log(`[profile] ${line}`) });
  try {
    const browser = await launchChromium();
    for (const page of await resolvePages(server.baseUrl, values.page ?? BENCH_PAGES)) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, serviceWorkers: values['service-worker'] ? 'allow' : 'block' });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // A trace (tasks) with the sampling profiler in it (what ran in each task).
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] },
      });
      await tab.goto(`${server.baseUrl}${page.path}`, { waitUntil: 'load' });
      await tab.waitForTimeout(Number(values.wait));
      await cdp.send('Tracing.end');
      await done;
      writeFileSync(path.join(values.out, `${page.name}.trace.json`), JSON.stringify(events));
      console.log(`[profile] ${page.name} ${page.path}`);
      for (const line of longTasks(events, Number(values['min-task']))) console.log(line);
      await context.close();
    }
    await browser.close();
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
