import { imageUrl } from '@safari/shared/format';
import type { ImagePreload } from '../page-head';

export const FALLBACK_IMAGE = '/uploads/fallback-safari.webp';

/** Widths of the responsive variants the API stores beside each tour image. */
export const VARIANT_WIDTHS = [400, 800] as const;

/**
 * `srcset` of a tour image from its `<name>-400w.webp` and `<name>-800w.webp` variants,
 * optionally with the original as the widest candidate. Absolute URLs have no variants.
 */
export function tourImageSrcSet(image: string | null | undefined, originalWidth?: number): string | undefined {
  const file = image?.trim() ?? '';
  if (file === '' || /^https?:\/\//i.test(file)) return undefined;
  const url = imageUrl(file);
  const base = url.replace(/\.[a-z0-9]+$/i, '');
  const candidates = VARIANT_WIDTHS.map((width) => `${base}-${width}w.webp ${width}w`);
  if (originalWidth) candidates.push(`${url} ${originalWidth}w`);
  return candidates.join(', ');
}

/** The preload of a tour image shown with `sizes` (a server-rendered page's largest paint). */
export function tourImagePreload(image: string | null | undefined, sizes: string, originalWidth?: number): ImagePreload {
  return { href: imageUrl(image, FALLBACK_IMAGE), imageSrcSet: tourImageSrcSet(image, originalWidth), imageSizes: sizes };
}

/** The main image followed by the extra images, without blanks or repeats. */
export function tourGallery(image: string, images: readonly string[]): string[] {
  return [...new Set([image, ...images].map((item) => item.trim()).filter((item) => item !== ''))];
}
