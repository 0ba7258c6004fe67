import { imageUrl } from '@safari/shared/format';
import { useState, type ImgHTMLAttributes } from 'react';

/**
 * A server-rendered image can fail before the page hydrates, while React is not yet listening: its
 * error is dispatched again once React is, so the fallback still takes over.
 */
function replayEarlyError(image: HTMLImageElement | null): void {
  if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== '') image.dispatchEvent(new Event('error'));
}
import { FALLBACK_IMAGE, tourImageSrcSet } from '../../lib/tours/tour-images';

type Stage = 'responsive' | 'original' | 'fallback';

export interface TourImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  image: string | null | undefined;
  alt: string;
  /** Width of the original file when it may serve as the widest candidate (large heroes). */
  originalWidth?: number;
}

/**
 * A tour image with its responsive variants. When a variant is missing it falls back to the
 * original file, and when that is broken too, to the stock fallback image.
 */
export function TourImage({ image, alt, originalWidth, onError, ...rest }: TourImageProps) {
  const [failed, setFailed] = useState<{ image: TourImageProps['image']; stage: Stage }>({ image, stage: 'responsive' });
  // A new image starts over (the same component is reused while navigating between tours).
  const stage = failed.image === image ? failed.stage : 'responsive';
  const srcSet = stage === 'responsive' ? tourImageSrcSet(image, originalWidth) : undefined;
  const src = stage === 'fallback' ? FALLBACK_IMAGE : imageUrl(image, FALLBACK_IMAGE);

  return (
    <img
      {...rest}
      ref={replayEarlyError}
      src={src}
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
