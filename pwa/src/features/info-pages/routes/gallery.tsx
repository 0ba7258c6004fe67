import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { imageUrl } from '@safari/shared/format';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTours } from '../../../lib/tours/get-tours';
import { TourImage } from '../../../components/tours/tour-image';
import { FALLBACK_IMAGE } from '../../../lib/tours/tour-images';
import { galleryPhotos, photoAlt } from '../lib/gallery-photos';

const loadLightbox = () => import('../../../components/lightbox/lightbox');
// The lightbox (MUI Dialog) loads when a visitor reaches for a photo, not with the page.
const Lightbox = lazy(loadLightbox);

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1, sm: 1.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** The gallery: every tour photo in a grid; each opens the lightbox, which links to its tour. */
export default function Gallery() {
  usePageTitle('/gallery');
  const { data, isPending, isError, refetch, isRefetching } = useTours();
  const photos = data ? galleryPhotos(data.items) : [];
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <>
      <Box component="header" sx={{ bgcolor: brand.sandDeep, pt: { xs: 5, md: 7 }, pb: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography variant="overline" component="p" sx={{ color: '#8A5A12' }}>
            Moments from the wild
          </Typography>
          <Typography variant="h1" sx={{ mt: 0.5, fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.5rem)' }}>
            Gallery
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 720, fontSize: { xs: 17, md: 19 }, lineHeight: 1.65, color: 'text.secondary' }}>
            Scenes from the safaris we run across Kenya and East Africa: the plains of the Mara, Amboseli’s elephants, the coast and the mountains. Tap a photo to see it full size.
          </Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        {isPending ? (
          <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading photos">
            {Array.from({ length: 8 }, (_, position) => (
              <li key={position}>
                <Skeleton variant="block" height="auto" radius={12} sx={{ aspectRatio: '4 / 3' }} />
              </li>
            ))}
          </Box>
        ) : isError ? (
          <Box role="alert" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', p: 2.5, borderRadius: 3, bgcolor: '#FBEAE7', color: '#7A1F14', border: '1px solid #F1C4BC' }}>
            <Typography sx={{ fontWeight: 600 }}>We couldn’t load the gallery right now. Please try again.</Typography>
            <Button variant="outlined" color="inherit" size="small" onClick={() => void refetch()} disabled={isRefetching}>
              Retry
            </Button>
          </Box>
        ) : photos.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No photos yet. Please check back soon.</Typography>
        ) : (
          <Box component="ul" sx={gridSx}>
            {photos.map((photo, position) => (
              <li key={photo.image}>
                <ButtonBase
                  ref={(node: HTMLButtonElement | null) => {
                    thumbs.current[position] = node;
                  }}
                  aria-label={`Open photo: ${photoAlt(photo)}`}
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
                    aspectRatio: '4 / 3',
                    borderRadius: 3,
                    overflow: 'hidden',
                    position: 'relative',
                    bgcolor: brand.sandDeep,
                    '& img': { transition: 'transform 300ms ease' },
                    '@media (hover: hover)': { '&:hover img': { transform: 'scale(1.05)' }, '&:hover .zoom': { opacity: 1 } },
                  }}
                >
                  <TourImage image={photo.image} alt={photoAlt(photo)} sizes="(min-width: 1200px) 290px, (min-width: 600px) 33vw, 50vw" loading="lazy" decoding="async" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                  <Box
                    className="zoom"
                    aria-hidden="true"
                    sx={{
                      position: 'absolute',
                      inset: 'auto 0 0 0',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 1,
                      px: 1.25,
                      py: 1,
                      color: '#FFFFFF',
                      fontSize: 13,
                      fontWeight: 600,
                      textAlign: 'left',
                      background: 'linear-gradient(0deg, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0) 100%)',
                      opacity: { xs: 1, md: 0 },
                      transition: 'opacity 200ms ease',
                    }}
                  >
                    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {photo.tourName}
                    </Box>
                    <ZoomInIcon fontSize="small" />
                  </Box>
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </Container>

      {wanted && photos.length > 0 && (
        <Suspense fallback={null}>
          <Lightbox
            open={open}
            count={photos.length}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setOpen(false)}
            title="Safari photo gallery"
            onClosed={(current) => thumbs.current[current]?.focus()}
            renderImage={(current) => {
              const photo = photos[current];
              if (!photo) return null;
              return (
                <Box component="figure" key={photo.image} sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', maxWidth: '100%', maxHeight: '100%', minHeight: 0 }}>
                  <Box
                    component="img"
                    src={imageUrl(photo.image, FALLBACK_IMAGE)}
                    alt={photoAlt(photo)}
                    onError={(event) => {
                      const img = event.currentTarget;
                      if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
                    }}
                    sx={{ maxWidth: '100%', maxHeight: 'calc(100dvh - 200px)', objectFit: 'contain', borderRadius: { sm: 2 }, userSelect: 'none' }}
                  />
                  <Box component="figcaption" sx={{ mt: 1.5, px: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
                    <span>{photo.tourName}</span>
                    <Box component={RouterLink} to={`/tours/${encodeURIComponent(photo.tourKey)}`} onClick={() => setOpen(false)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: brand.goldLight, fontWeight: 600 }}>
                      View this safari
                      <ArrowForwardIcon fontSize="small" aria-hidden="true" />
                    </Box>
                  </Box>
                </Box>
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}
