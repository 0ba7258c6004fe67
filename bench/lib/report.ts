/** The bench's one table: a row per figure (suite, subject, figure, value, target, pass/fail), as text, JSON and Markdown. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Check {
  /** What was measured: a page ('home /'), later an endpoint. */
  subject: string;
  figure: string;
  /** As shown; 'error' when it could not be measured. */
  value: string;
  target: string;
  pass: boolean;
  /** The number (or list) behind `value`, for the JSON. */
  raw: number | string[] | null;
  /** For a figure measured over several runs: their minimum, median and maximum (`value` shows them). */
  spread?: Spread;
}

/** The minimum, median and maximum of a figure's runs, and how many runs measured it. */
export interface Spread {
  min: number;
  median: number;
  max: number;
  runs: number;
}

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The spread of the runs that measured a figure (null and non-finite values are runs that did not); null when none did. */
export function spreadOf(values: readonly (number | null | undefined)[]): Spread | null {
  const measured = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (measured.length === 0) return null;
  return { min: Math.min(...measured), median: median(measured), max: Math.max(...measured), runs: measured.length };
}

/**
 * A spread as the table shows it: `84–236–548 ms` (minimum–median–maximum, the unit once), or the
 * one value of a single run (`236 ms`).
 */
export function showSpread(spread: Spread, number: (n: number) => string, unit = ''): string {
  if (spread.runs === 1) return `${number(spread.median)}${unit}`;
  return `${number(spread.min)}–${number(spread.median)}–${number(spread.max)}${unit}`;
}

export interface SuiteResult {
  suite: string;
  /** When it was measured, for a suite kept in `latest` from an earlier run. */
  measuredAt?: string;
  checks: Check[];
  /** Anything else worth keeping in the JSON (per-run figures, files). */
  details?: unknown;
  /** What the figures depend on that the suite found out (browser version, Lighthouse's benchmark index): added to the report's settings. */
  settings?: Record<string, string>;
}

export interface Report {
  startedAt: string;
  finishedAt: string;
  commit: string | null;
  settings: Record<string, unknown>;
  suites: SuiteResult[];
}

const HEADERS = ['Suite', 'Page', 'Figure', 'Value', 'Target', 'Result'];

function rowsOf(report: Report): string[][] {
  return report.suites.flatMap((suite) => suite.checks.map((c) => [suite.suite, c.subject, c.figure, c.value, c.target, c.pass ? 'pass' : 'FAIL']));
}

export function failures(report: Report): number {
  return report.suites.reduce((n, suite) => n + suite.checks.filter((c) => !c.pass).length, 0);
}

export function textTable(report: Report): string {
  const rows = [HEADERS, ...rowsOf(report)];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function markdownTable(report: Report): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const rows = rowsOf(report).map((row) => `| ${row.map(escape).join(' | ')} |`);
  return [`| ${HEADERS.join(' | ')} |`, `|${HEADERS.map(() => ' --- ').join('|')}|`, ...rows].join('\n');
}

function settingsLine(settings: Record<string, unknown>): string {
  return Object.entries(settings)
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

function markdown(report: Report): string {
  const failed = failures(report);
  const total = report.suites.reduce((n, s) => n + s.checks.length, 0);
  const earlier = report.suites
    .filter((suite) => suite.measuredAt)
    .map((suite) => `${suite.suite} (measured ${suite.measuredAt}${suite.settings ? `; ${settingsLine(suite.settings)}` : ''})`);
  return [
    `# Bench ${report.startedAt}`,
    '',
    `Commit ${report.commit ?? 'unknown'}; ${total - failed} of ${total} figures meet their target.`,
    ...(earlier.length ? ['', `Kept from earlier runs: ${earlier.join(', ')}.`] : []),
    '',
    `Settings: ${settingsLine(report.settings)}.`,
    '',
    markdownTable(report),
    '',
  ].join('\n');
}

/**
 * `latest` with this run's suites, and the suites this run left out as the previous `latest` had
 * them (marked with when they were measured): `npm run bench -- --api` does not drop the pages.
 */
export function withEarlierSuites(report: Report, previous: Report | null): Report {
  const kept = (previous?.suites ?? [])
    .filter((suite) => !report.suites.some((ran) => ran.suite === suite.suite))
    .map((suite) => ({ ...suite, measuredAt: suite.measuredAt ?? previous?.startedAt }));
  return { ...report, suites: [...kept, ...report.suites] };
}

function readReport(file: string): Report | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Report;
  } catch {
    return null;
  }
}

/** Writes `<stamp>.json`/`.md` (this run) and `latest.json`/`.md` (with earlier suites kept) into `dir`; answers the timestamped paths. */
export function writeReport(report: Report, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const latest = withEarlierSuites(report, readReport(path.join(dir, 'latest.json')));
  const written: string[] = [];
  for (const [name, content] of [
    [stamp, report],
    ['latest', latest],
  ] as const) {
    writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(content, null, 2)}\n`);
    writeFileSync(path.join(dir, `${name}.md`), markdown(content));
    if (name === stamp) written.push(path.join(dir, `${name}.json`), path.join(dir, `${name}.md`));
  }
  return written;
}
