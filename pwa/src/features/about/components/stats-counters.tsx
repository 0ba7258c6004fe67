import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ABOUT_COUNTER_STEP_MS } from '@safari/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useSiteFigures } from '../../../lib/site-figures';
import { brand } from '../../../lib/theme';
import { COUNTER_STEPS, counterValue } from '../lib/count-up';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The About page's stats (settings; seeded 12 years, 500 reviews, 35 parks, 1200 itineraries). They count up in
 * 20 ms steps once scrolled into view; with reduced motion (or without IntersectionObserver) they
 * show their final values at once. Screen readers get the final values only.
 */
export function StatsCounters() {
  const counters = useSiteFigures().about;
  const ref = useRef<HTMLElement>(null);
  const [counted, setStep] = useState(0);
  const [started, setStarted] = useState(false);
  // Not in the first render: the server renders from zero, and hydration must match it.
  const hydrated = useHydrated();
  const atOnce = hydrated && (prefersReducedMotion() || typeof IntersectionObserver === 'undefined');
  const step = atOnce ? COUNTER_STEPS : counted;

  useEffect(() => {
    const node = ref.current;
    if (!node || step >= COUNTER_STEPS || started || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [step, started]);

  useEffect(() => {
    if (!started) return;
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_STEPS) window.clearInterval(timer);
        return Math.min(COUNTER_STEPS, current + 1);
      });
    }, ABOUT_COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [started]);

  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby="about-stats-title"
      sx={{ bgcolor: brand.greenDark, color: '#FFFFFF', py: { xs: 6, md: 8 }, backgroundImage: `radial-gradient(70% 120% at 100% 0%, rgba(217,164,65,0.18) 0%, rgba(217,164,65,0) 60%)` }}
    >
      <Container maxWidth="lg">
        <Typography id="about-stats-title" component="h2" sx={srOnly}>
          Pulse of the Wild in numbers
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: { xs: 4, md: 3 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {counters.map((counter) => (
            <Box key={counter.label} sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', alignItems: 'center', textAlign: 'center' }}>
              <Typography component="dt" sx={{ mt: 0.75, fontSize: { xs: 14, md: 15 }, fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'rgba(255,255,255,0.82)' }}>
                {counter.label}
              </Typography>
              <Box component="dd" sx={{ m: 0, fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 40, md: 52 }, lineHeight: 1, color: brand.goldLight, fontVariantNumeric: 'lining-nums tabular-nums' }}>
                <Box component="span" aria-hidden="true" data-testid="about-counter">
                  {counterValue(counter.value, step)}
                </Box>
                <Box component="span" aria-hidden="true">
                  +
                </Box>
                <Box component="span" sx={srOnly}>
                  {`${counter.value}+`}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
