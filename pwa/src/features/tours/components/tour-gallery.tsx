import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { imageUrl } from '@safari/shared/format';
import { lazy, Suspense, useRef, useState } from 'react';
import { brand } from '../../../lib/theme';
import { FALLBACK_IMAGE } from '../../../lib/tours/tour-images';
import { TourImage } from '../../../components/tours/tour-image';

interface TourGalleryProps {
  tourName: string;
  /** File names or URLs, main image first. */
  images: string[];
}

const loadLightbox = () => import('../../../components/lightbox/lightbox');
// The lightbox (MUI Dialog) loads when a visitor reaches for a photo, not with the page.
const Lightbox = lazy(loadLightbox);

/** Thumbnails of a tour's photos; each opens the lightbox at that photo. */
export function TourGallery({ tourName, images }: TourGalleryProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  if (count === 0) return null;

  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          gap: { xs: 1, sm: 1.5 },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {images.map((image, position) => (
          <Box component="li" key={image} sx={position === 0 && count > 2 ? { gridColumn: { xs: 'span 2', sm: 'span 2' }, gridRow: { sm: 'span 2' } } : undefined}>
            <ButtonBase
              ref={(node: HTMLButtonElement | null) => {
                thumbs.current[position] = node;
              }}
              aria-label={`Open photo ${position + 1} of ${count}`}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              onClick={() => {
                setIndex(position);
                setWanted(true);
                setOpen(true);
              }}
              sx={{
                display: 'block',
                width: '100%',
                height: '100%',
                aspectRatio: position === 0 && count > 2 ? { xs: '16 / 9', sm: 'auto' } : '4 / 3',
                borderRadius: 3,
                overflow: 'hidden',
                position: 'relative',
                bgcolor: brand.sandDeep,
                '& img': { transition: 'transform 300ms ease' },
                '@media (hover: hover)': { '&:hover img': { transform: 'scale(1.05)' }, '&:hover .zoom': { opacity: 1 } },
              }}
            >
              <TourImage
                image={image}
                alt={`${tourName}, photo ${position + 1} of ${count}`}
                sizes={position === 0 ? '(min-width: 900px) 520px, 100vw' : '(min-width: 900px) 260px, 50vw'}
                loading="lazy"
                decoding="async"
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
              <Box
                className="zoom"
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  right: 8,
                  bottom: 8,
                  display: 'grid',
                  placeItems: 'center',
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: 'rgba(0,0,0,0.55)',
                  color: '#fff',
                  opacity: { xs: 1, md: 0 },
                  transition: 'opacity 200ms ease',
                }}
              >
                <ZoomInIcon fontSize="small" />
              </Box>
            </ButtonBase>
          </Box>
        ))}
      </Box>
      {wanted && (
        <Suspense fallback={null}>
      <Lightbox
        open={open}
        count={count}
        index={index}
        // The lightbox keeps the index within 0..count-1 itself.
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
        title={`Photos of ${tourName}`}
        // Back to the thumbnail of the photo last viewed, so keyboard users keep their place.
        onClosed={(current) => thumbs.current[current]?.focus()}
        renderImage={(current) => (
          <Box
            component="img"
            key={images[current]}
            src={imageUrl(images[current], FALLBACK_IMAGE)}
            alt={`${tourName}, photo ${current + 1} of ${count}`}
            onError={(event) => {
              const img = event.currentTarget;
              if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
            }}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: { sm: 2 }, userSelect: 'none' }}
          />
        )}
      />
        </Suspense>
      )}
    </>
  );
}
