/**
 * `tsx bench/cpu-profile.ts --page home [--out dir]`: loads each named bench page once in Chromium
 * (390×844, 4× CPU slowdown, no service worker) with the V8 sampling profiler on, and prints where
 * the main thread's time went in the first seconds (self and inclusive time per function). Does not build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, PHONE_VIEWPORT } from './lib/measure-js';
import { BENCH_PAGES, resolvePages } from './lib/pages';
import { startBenchServer } from './lib/server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function summarise(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) => `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    self.set(name(node), (self.get(name(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const at = byId.get(cur);
      if (!at) break;
      const key = name(at);
      if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
      seen.add(key);
    }
  });
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`);
  return ['--- self', ...top(self, 25), '--- inclusive', ...top(inclusive, 60)];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { page: { type: 'string', multiple: true }, out: { type: 'string', default: '/tmp' }, wait: { type: 'string', default: '8000' } } });
  const server = await startBenchServer({ data: 'bench', log: (line) => console.log(`[profile] ${line}`) });
  try {
    const browser = await launchChromium();
    for (const page of await resolvePages(server.baseUrl, values.page ?? BENCH_PAGES)) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await tab.goto(`${server.baseUrl}${page.path}`, { waitUntil: 'load' });
      await tab.waitForTimeout(Number(values.wait));
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(path.join(values.out, `${page.name}.cpuprofile`), JSON.stringify(profile));
      console.log(`[profile] ${page.name} ${page.path}`);
      for (const line of summarise(profile as never)) console.log(line);
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
