/** The bench's one table: a row per figure (suite, subject, figure, value, target, pass/fail), as text, JSON and Markdown. */
import { mkdirSync, writeFileSync } from 'node:fs';
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
  return [
    `# Bench ${report.startedAt}`,
    '',
    `Commit ${report.commit ?? 'unknown'}; ${total - failed} of ${total} figures meet their target.`,
    '',
    `Settings: ${Object.entries(report.settings)
      .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join('; ')}.`,
    '',
    markdownTable(report),
    '',
  ].join('\n');
}

/** Writes `<stamp>.json`/`.md` and `latest.json`/`.md` into `dir`; answers the timestamped paths. */
export function writeReport(report: Report, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const md = markdown(report);
  const written: string[] = [];
  for (const name of [stamp, 'latest']) {
    writeFileSync(path.join(dir, `${name}.json`), json);
    writeFileSync(path.join(dir, `${name}.md`), md);
    if (name === stamp) written.push(path.join(dir, `${name}.json`), path.join(dir, `${name}.md`));
  }
  return written;
}
