import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { brand } from '../../../lib/theme';

const FLIP_MS = 600;

interface FlipCardProps {
  icon: ReactNode;
  title: string;
  fact: string;
  detail: string;
}

/**
 * A card with a fun fact on the front and more detail on the back. 'More Information' (a disclosure
 * button: aria-expanded, aria-controls) turns it over and 'Back' turns it back; focus follows to the
 * visible side, and the hidden side is inert. A click anywhere on the card turns it over too. With
 * reduced motion the sides swap without the 3D turn (by opacity, not visibility: the global
 * reduced-motion rule turns a visibility change into a tiny transition that starts hidden, and a
 * hidden button cannot take the focus).
 */
export function FlipCard({ icon, title, fact, detail }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const focusAfterFlip = useRef(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const backId = useId();

  useEffect(() => {
    if (!focusAfterFlip.current) return;
    focusAfterFlip.current = false;
    (flipped ? backButton : moreButton).current?.focus();
  }, [flipped]);

  function flipWithButton() {
    focusAfterFlip.current = true;
    setFlipped((current) => !current);
  }

  function flipOnCardClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    setFlipped((current) => !current);
  }

  const face = {
    gridArea: '1 / 1',
    display: 'flex',
    flexDirection: 'column',
    p: { xs: 2.5, md: 3 },
    borderRadius: 4,
    backfaceVisibility: 'hidden',
    WebkitBackfaceVisibility: 'hidden',
  } as const;

  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      onClick={flipOnCardClick}
      data-flipped={flipped ? 'true' : 'false'}
      sx={{ height: '100%', perspective: '1400px', cursor: 'pointer' }}
    >
      <Box
        sx={{
          display: 'grid',
          height: '100%',
          transformStyle: 'preserve-3d',
          transition: `transform ${FLIP_MS}ms cubic-bezier(0.4, 0.2, 0.2, 1)`,
          transform: flipped ? 'rotateY(180deg)' : 'none',
          '@media (prefers-reduced-motion: reduce)': { transform: 'none', transition: 'none' },
        }}
      >
        <Box
          inert={flipped}
          sx={{
            ...face,
            bgcolor: '#FFFFFF',
            border: '1px solid rgba(30,36,32,0.08)',
            boxShadow: '0 1px 2px rgba(30,36,32,0.05), 0 10px 30px rgba(30,36,32,0.07)',
            '@media (prefers-reduced-motion: reduce)': { opacity: flipped ? 0 : 1 },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: { xs: 'center', sm: 'flex-start' }, gap: { xs: 1.75, sm: 2.25 } }}>
            <Box
              aria-hidden="true"
              sx={{
                width: { xs: 48, sm: 56 },
                height: { xs: 48, sm: 56 },
                flexShrink: 0,
                borderRadius: 3.5,
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#FBF1DC',
                color: brand.goldDark,
                '& svg': { fontSize: { xs: 26, sm: 30 } },
              }}
            >
              {icon}
            </Box>
            <Typography id={titleId} variant="h3" sx={{ fontSize: { xs: '1.2rem', sm: '1.3rem' } }}>
              {title}
            </Typography>
          </Box>
          <Typography sx={{ mt: { xs: 1.25, sm: 1 }, color: 'text.secondary', lineHeight: 1.6 }}>{fact}</Typography>
          <Box sx={{ mt: 'auto', pt: { xs: 1.5, sm: 2.5 } }}>
            <Button
              ref={moreButton}
              onClick={flipWithButton}
              aria-expanded={flipped}
              aria-controls={backId}
              variant="text"
              startIcon={<InfoOutlinedIcon aria-hidden="true" />}
              sx={{ ml: -1.25, color: brand.green, fontWeight: 700, '&:hover': { bgcolor: '#E8F0EA' } }}
            >
              More Information
            </Button>
          </Box>
        </Box>

        <Box
          id={backId}
          inert={!flipped}
          sx={{
            ...face,
            transform: 'rotateY(180deg)',
            color: '#FFFFFF',
            background: `linear-gradient(160deg, ${brand.greenLight} 0%, ${brand.green} 55%, ${brand.greenDark} 100%)`,
            boxShadow: '0 10px 30px rgba(15,42,31,0.25)',
            '--focus-ring': brand.focusOnDark,
            '@media (prefers-reduced-motion: reduce)': { transform: 'none', opacity: flipped ? 1 : 0 },
          }}
        >
          <Typography component="p" sx={{ fontFamily: 'inherit', fontWeight: 700, fontSize: 13, letterSpacing: '0.14em', textTransform: 'uppercase', color: brand.goldLight }}>
            {title}
          </Typography>
          <Typography sx={{ mt: { xs: 1, sm: 1.5 }, lineHeight: 1.6, fontSize: { xs: 15, sm: 16 }, color: 'rgba(255,255,255,0.94)' }}>{detail}</Typography>
          <Box sx={{ mt: 'auto', pt: { xs: 1.5, sm: 2.5 } }}>
            <Button
              ref={backButton}
              onClick={flipWithButton}
              aria-label={`Back to ${title}`}
              variant="text"
              startIcon={<ArrowBackIcon aria-hidden="true" />}
              sx={{ ml: -1.25, color: '#FFFFFF', fontWeight: 700, '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } }}
            >
              Back
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
