/** Pure display helpers shared by the screens. */

/** A number means days; a non-empty string is shown as is; anything else is 'Flexible'. */
export function durationLabel(duration: unknown): string {
  if (typeof duration === 'number' && Number.isFinite(duration) && duration > 0) {
    return `${duration} ${duration === 1 ? 'day' : 'days'}`;
  }
  if (typeof duration === 'string' && duration.trim() !== '') return duration.trim();
  return 'Flexible';
}

/** Rating shown to one decimal ('4.7'); stars use the rounded value. */
export function ratingDisplay(rating: unknown): { text: string; stars: number } {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return { text: value.toFixed(1), stars: Math.round(value) };
}

/** Absolute http(s) URLs are used as they are; anything else is a file name under `/uploads/`. */
export function imageUrl(image: string | null | undefined, fallback = ''): string {
  const value = image?.trim() ?? '';
  if (value === '') return fallback;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/uploads/')) return value;
  return `/uploads/${value.replace(/^\/+/, '')}`;
}

/** USD with no decimals: '$1,250'. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    Math.round(amount),
  );
}
