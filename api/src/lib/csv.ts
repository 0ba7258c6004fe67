/**
 * CSV exports of staff lists: RFC 4180 quoting, UTF-8 with a byte-order mark (so spreadsheet apps
 * read accents and Swahili names right), and safe against formula injection: a cell that starts
 * with `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'`, so a spreadsheet shows it as
 * text instead of running it.
 */
import type { Response } from 'express';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined | Date;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, escaped for formulas and quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined | Date): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole document: a header row, one row per item, CRLF line ends, no BOM (see sendCsv). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Answers a CSV download named `filename` (letters, digits, dot, dash and underscore only). */
export function sendCsv<T>(res: Response, filename: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): void {
  const safeName = filename.replace(/[^\w.-]/g, '_');
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${safeName}"`);
  res.send(`\uFEFF${toCsv(rows, columns)}`);
}
