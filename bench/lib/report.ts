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
}

export interface SuiteResult {
  suite: string;
  /** When it was measured, for a suite kept in `latest` from an earlier run. */
  measuredAt?: string;
  checks: Check[];
  /** Anything else worth keeping in the JSON (per-run figures, files). */
  details?: unknown;
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

function markdown(report: Report): string {
  const failed = failures(report);
  const total = report.suites.reduce((n, s) => n + s.checks.length, 0);
  const earlier = report.suites.filter((suite) => suite.measuredAt).map((suite) => `${suite.suite} (measured ${suite.measuredAt})`);
  return [
    `# Bench ${report.startedAt}`,
    '',
    `Commit ${report.commit ?? 'unknown'}; ${total - failed} of ${total} figures meet their target.`,
    ...(earlier.length ? ['', `Kept from earlier runs: ${earlier.join(', ')}.`] : []),
    '',
    `Settings: ${Object.entries(report.settings)
      .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join('; ')}.`,
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
