import { describe, expect, it } from 'vitest';
import { documentChecks, longestTasks, longTaskFigures, pagesSettings, spreadCheck, worstTbtCheck } from './pages';

const whole = (n: number) => String(Math.round(n));
const run = (tbtMs: number | null, benchmarkIndex: number | null, browser: string | null = 'HeadlessChrome/131.0.6778.85', longestTaskMs: number | null = 120, longestScriptTaskMs: number | null = 0) => ({
  scores: { performance: 90, accessibility: 99, 'best-practices': 100, seo: 100 },
  lcpMs: 1800,
  tbtMs,
  cls: 0,
  failing: [],
  longestTaskMs,
  longestScriptTaskMs,
  benchmarkIndex,
  browser,
});

describe('the pages checks', () => {
  it('when five TBT runs are measured, then the table shows min–median–max and the target holds on the median', () => {
    const check = spreadCheck('home /', 'TBT', [84, 548, 120, 236, 140], { atMost: 150 }, whole, ' ms');
    expect(check).toMatchObject({ value: '84–140–548 ms', target: '≤ 150 ms (median)', pass: true, raw: 140 });
    expect(spreadCheck('home /', 'TBT', [84, 548, 151, 236, 140], { atMost: 150 }, whole, ' ms').pass).toBe(false);
    expect(spreadCheck('home /', 'Performance', [94, 99, 95], { atLeast: 95 }, whole)).toMatchObject({ value: '94–95–99', pass: true });
  });

  it('when no run measured a figure, then it is an error, not a pass', () => {
    expect(spreadCheck('home /', 'LCP', [null, null], { atMost: 2000 }, whole)).toMatchObject({ value: 'error', pass: false });
  });

  it('when one run blocks longer than 300 ms, then the slowest-run check fails even with a good median', () => {
    expect(worstTbtCheck('home /', [84, 120, 301, 100, 90])).toMatchObject({ value: '301 ms (5 runs)', target: '≤ 300 ms in every run', pass: false });
    expect(worstTbtCheck('home /', [84, 120, 300, 100, 90]).pass).toBe(true);
  });

  it('when a run measured no TBT, then the slowest-run check cannot pass', () => {
    expect(worstTbtCheck('home /', [84, null, 90])).toMatchObject({ value: '90 ms (2 runs, some unmeasured)', pass: false });
    expect(worstTbtCheck('home /', []).pass).toBe(false);
  });

  it("when a page's document is measured, then its HTML gzip and inline CSS are held to 60 kB and 15 kB", () => {
    const [html, css] = documentChecks('home /', { htmlBytes: 157_000, htmlGzipBytes: 29_000, inlineCssBytes: 85_000, styleElements: 40 });
    expect(html).toMatchObject({ figure: 'HTML (gzip)', value: '29.0 kB', target: '≤ 60.0 kB', pass: true });
    expect(css).toMatchObject({ figure: 'Inline CSS', value: '85.0 kB', target: '≤ 15.0 kB', pass: false });
    expect(documentChecks('home /', null).every((check) => check.value === 'error' && !check.pass)).toBe(true);
  });

  it("when Lighthouse lists long tasks, then the longest of all and the longest of a script's are reported, none as <50", () => {
    const details = {
      items: [
        { url: 'Unattributable', duration: 181, startTime: 1639 },
        { url: 'http://127.0.0.1:8080/', duration: 149, startTime: 941 },
        { url: 'http://127.0.0.1:8080/assets/store-Iw4NUzLi.js', duration: 112, startTime: 3953 },
        { url: 'http://127.0.0.1:8080/assets/react-C1qKIawq.js', duration: 58, startTime: 3494 },
      ],
    };
    expect(longestTasks(details)).toEqual({ all: 181, script: 112 });
    expect(longestTasks({ items: [{ url: 'http://127.0.0.1:8080/tours', duration: 90 }] })).toEqual({ all: 90, script: 0 });
    expect(longestTasks({ items: [] })).toEqual({ all: 0, script: 0 });
    expect(longestTasks(undefined)).toEqual({ all: null, script: null });
    const [all, script] = longTaskFigures('home /', [run(10, 1200, null, 181, 112), run(10, 1200, null, 90, 0), run(10, 1200, null, 120, 64)]);
    expect(all).toMatchObject({ figure: 'Longest task', value: '90–120–181 ms', target: 'reported (goal ≤ 50 ms)', pass: true });
    expect(script).toMatchObject({ figure: 'Longest script task', value: '<50–64–112 ms', pass: true });
  });

  it('when the runs are done, then the settings carry the Chromium version and the benchmark index as min–median–max', () => {
    const settings = pagesSettings(3, [run(10, 1200), run(10, 1500), run(10, 900)], 'Chromium 131.0.6778.85');
    expect(settings.runs).toMatch(/^3 per page; .*minimum–median–maximum/);
    expect(settings.lighthouse).toMatch(/^\d+\.\d+\.\d+, mobile defaults/);
    expect(settings.chromium).toBe('HeadlessChrome/131.0.6778.85 (Lighthouse), Chromium 131.0.6778.85 (JS)');
    expect(settings.benchmarkIndex).toBe('900–1200–1500 over 3 Lighthouse runs (min–median–max)');
  });
});
