/**
 * The blog's pagination. The list's filters in the URL (?q=…&category=…&page=…) are read and
 * written by shared/src/blog-pages.ts, the same functions the server reads them with.
 */

/** Page numbers to show: all when few, else the first, the last and those around the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push('gap');
    result.push(page);
  }
  return result;
}
