import { UUID_AT_START } from './uuid';

/**
 * A URL slug from a name or title: lowercase ASCII words joined by '-', at most `max` characters,
 * never empty and never shaped like a UUID (ids and slugs share `/{idOrSlug}` routes).
 */
export function slugify(text: string, options: { max?: number; fallback?: string } = {}): string {
  const { max = 100, fallback = 'item' } = options;
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  if (slug === '') return fallback;
  return UUID_AT_START.test(slug) ? `${fallback}-${slug}`.slice(0, max).replace(/-+$/, '') : slug;
}

/** The first of `base`, `base-2`, `base-3`, … not in `taken`. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
