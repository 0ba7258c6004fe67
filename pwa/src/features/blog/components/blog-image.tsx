import { imageUrl } from '@safari/shared/format';
import { useState, type ImgHTMLAttributes } from 'react';

/**
 * A server-rendered image can fail before the page hydrates, while React is not yet listening: its
 * error is dispatched again once React is, so the fallback still takes over.
 */
function replayEarlyError(image: HTMLImageElement | null): void {
  if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== '') image.dispatchEvent(new Event('error'));
}
import type { ImagePreload } from '../../../lib/page-head';

/** Shown when a post has no cover or its cover is broken (spec: a fallback stock image). */
export const FALLBACK_COVER = '/uploads/fallback-safari.webp';
const VARIANT_WIDTHS = [400, 800] as const;

/** `srcset` of an uploaded cover from its 400 and 800 px variants (absolute URLs have none). */
export function coverSrcSet(src: string, originalWidth?: number): string | undefined {
  if (src === '' || !src.startsWith('/uploads/') || !src.endsWith('.webp')) return undefined;
  const base = src.slice(0, -'.webp'.length);
  const candidates = VARIANT_WIDTHS.map((width) => `${base}-${width}w.webp ${width}w`);
  if (originalWidth) candidates.push(`${src} ${originalWidth}w`);
  return candidates.join(', ');
}

type Stage = 'responsive' | 'original' | 'fallback';

export interface BlogImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  image: string;
  alt: string;
  /** Width of the original file when it may serve as the widest candidate (the post's cover). */
  originalWidth?: number;
}

/** The preload of a cover shown with `sizes` (a server-rendered page's largest paint). */
export function coverPreload(image: string, sizes: string, originalWidth?: number): ImagePreload {
  const src = imageUrl(image, FALLBACK_COVER);
  return { href: src, imageSrcSet: coverSrcSet(src, originalWidth), imageSizes: sizes };
}

/** A post cover with its responsive variants, falling back to the original and then to the stock image. */
export function BlogImage({ image, alt, originalWidth, onError, ...rest }: BlogImageProps) {
  const [failed, setFailed] = useState<{ image: string; stage: Stage }>({ image, stage: 'responsive' });
  const stage = failed.image === image ? failed.stage : 'responsive';
  const src = imageUrl(image, FALLBACK_COVER);
  const srcSet = stage === 'responsive' ? coverSrcSet(src, originalWidth) : undefined;
  return (
    <img
      {...rest}
      ref={replayEarlyError}
      src={stage === 'fallback' ? FALLBACK_COVER : src}
      srcSet={srcSet}
      alt={alt}
      onError={(event) => {
        if (stage === 'responsive' && srcSet) setFailed({ image, stage: 'original' });
        else if (stage !== 'fallback') setFailed({ image, stage: 'fallback' });
        onError?.(event);
      }}
    />
  );
}
