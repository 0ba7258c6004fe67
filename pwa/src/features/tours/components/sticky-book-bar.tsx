import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDisplay } from '@safari/shared/display-currency';
import type { Tour } from '@safari/shared/tour';
import { useEffect, useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFloatingLift } from '../../../components/layout/floating-actions';
import { useDisplayCurrency } from '../../../lib/currency';
import { brand } from '../../../lib/theme';
import { fromPriceUsd } from './tour-prices';

/** The bar's height without the safe area; the floating chat button sits this much higher while it shows. */
const BAR_HEIGHT = 72;
/** Phones and small tablets: there the side card is above the tour's text and scrolls away. */
const NARROW = '(max-width: 899.95px)';

/** True once `target` has scrolled up out of view on a narrow screen (never on the server). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return past && narrow;
}

/**
 * 'From $X · Book' at the bottom of a phone's screen once the side card (with its Book button) has
 * scrolled away, so booking is one tap from anywhere on the tour page.
 */
export function StickyBookBar({ tour, sideCard }: { tour: Tour; sideCard: RefObject<HTMLElement | null> }) {
  const shown = useScrolledPast(sideCard);
  useFloatingLift(shown, BAR_HEIGHT);
  const { currency, rate } = useDisplayCurrency();
  const price = fromPriceUsd(tour);
  return (
    <Box
      role="region"
      aria-label="Quick booking bar"
      aria-hidden={shown ? undefined : true}
      inert={shown ? undefined : true}
      data-testid="sticky-book-bar"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Above the page and the floating WhatsApp button, below the header's menus and dialogs.
        zIndex: 1060,
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        gap: 2,
        minHeight: BAR_HEIGHT,
        px: 2,
        pt: 1.25,
        pb: 'calc(10px + env(safe-area-inset-bottom))',
        bgcolor: 'rgba(255,255,255,0.97)',
        backdropFilter: 'saturate(180%) blur(10px)',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -8px 24px rgba(30,36,32,0.10)',
        transform: shown ? 'none' : 'translateY(110%)',
        visibility: shown ? 'visible' : 'hidden',
        transition: `transform 220ms ease, visibility 0s linear ${shown ? 0 : 220}ms`,
        '@media print': { display: 'none' },
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontSize: 13, color: 'text.secondary', fontWeight: 600 }}>
          {tour.name}
        </Typography>
        <Typography sx={{ fontSize: 15.5, lineHeight: 1.3 }}>
          {price === null ? (
            'Price on request'
          ) : (
            <>
              From{' '}
              <Box component="strong" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontSize: 21, color: brand.green }}>
                {formatDisplay(price, currency, rate)}
              </Box>{' '}
              <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                per person
              </Box>
            </>
          )}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={`/booking/${tour.id}`}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon aria-hidden="true" />}
        sx={{ flexShrink: 0, px: 3 }}
      >
        Book
      </Button>
    </Box>
  );
}
