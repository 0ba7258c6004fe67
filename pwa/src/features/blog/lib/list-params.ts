/** The blog list's filters as they live in the URL: ?q=…&category=…&page=…. */
import { BLOG_CATEGORIES, type BlogCategory } from '@safari/shared/enums';

export interface ListParams {
  q: string;
  category: BlogCategory | null;
  page: number;
}

/** Reads the filters from the URL; unknown categories and bad pages fall back to the defaults. */
export function readListParams(search: URLSearchParams): ListParams {
  const q = (search.get('q') ?? '').trim();
  const rawCategory = search.get('category');
  const category = BLOG_CATEGORIES.find((known) => known === rawCategory) ?? null;
  const page = Number(search.get('page'));
  return { q, category, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The URL search of the filters, without defaults (page 1, no query, all categories). */
export function writeListParams(params: Partial<ListParams>): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.category) search.set('category', params.category);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  return search;
}

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
