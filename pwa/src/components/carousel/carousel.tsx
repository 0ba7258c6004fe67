import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode, type TouchEvent } from 'react';
import { brand } from '../../lib/theme';
import { isInView, type CarouselBreakpoints } from './carousel-index';
import { useCarousel } from './use-carousel';

/** A horizontal swipe at least this long (px) moves the carousel on touch screens. */
const SWIPE_MIN_PX = 40;

export interface CarouselProps<T> {
  items: readonly T[];
  getKey(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** Accessible name of the carousel region, e.g. 'Our partners'. */
  label: string;
  /** Plural noun used by the arrow buttons: 'Previous partners', 'Next partners'. */
  noun: string;
  breakpoints: CarouselBreakpoints;
  autoplayMs: number;
  /** Duration of the slide (none when the visitor prefers reduced motion). */
  transitionMs?: number;
  /** Space between items in px. */
  gap?: number;
  /** Colour of the controls (arrows, dots) on this section's background. */
  tone?: 'light' | 'dark';
}

/**
 * A carousel after the WAI-ARIA APG pattern: a labelled region of slides, previous/next buttons,
 * pager dots and a pause/play button (shown only when there are more items than fit), left/right
 * arrow keys while focus is inside, swipe on touch screens. Items out of view are inert, so
 * keyboard and screen-reader users never land on something they cannot see. Autoplay pauses on
 * hover, on focus, while the tab is hidden and when the visitor pauses it.
 */
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  label,
  noun,
  breakpoints,
  autoplayMs,
  transitionMs = 500,
  gap = 16,
  tone = 'light',
}: CarouselProps<T>) {
  const carousel = useCarousel({ count: items.length, breakpoints, autoplayMs });
  const { index, visible, positions, canSlide, autoplaying, pausedBy, next, previous, goTo, pause, resume } = carousel;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const userPaused = pausedBy.has('user');
  const controlColor = tone === 'dark' ? '#FFFFFF' : brand.green;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!canSlide || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) resume('focus');
  }

  // Touch "hover" would stick after a tap (no pointerleave until the next tap elsewhere): mouse only.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && pause('hover');
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && resume('hover');

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || !canSlide) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    if (dx < 0) next();
    else previous();
  }

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => pause('focus')}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      data-autoplay={autoplaying ? 'on' : 'off'}
      sx={{ borderRadius: 3, '&:focus-visible': { outlineOffset: 6 } }}
    >
      <Box
        data-carousel-viewport=""
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{
          mx: `${-gap / 2}px`,
          touchAction: 'pan-y',
          // Clip sideways only, so the items' shadows above and below stay whole; older browsers
          // clip both ways and get some room for the shadows instead.
          overflow: 'hidden',
          py: 1.5,
          my: -1.5,
          '@supports (overflow: clip)': { overflow: 'visible', overflowX: 'clip', py: 0, my: 0 },
        }}
      >
        <Box
          aria-live={autoplaying ? 'off' : 'polite'}
          sx={{
            display: 'flex',
            transform: `translateX(-${(index * 100) / visible}%)`,
            transition: `transform ${transitionMs}ms cubic-bezier(0.25, 0.8, 0.25, 1)`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {items.map((item, itemIndex) => {
            const inView = isInView(itemIndex, index, visible);
            return (
              <Box
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${itemIndex + 1} of ${items.length}`}
                data-carousel-item=""
                data-in-view={inView ? 'true' : 'false'}
                inert={!inView}
                sx={{ flex: `0 0 ${100 / visible}%`, minWidth: 0, px: `${gap / 2}px`, display: 'flex', '& > *': { flex: 1, minWidth: 0 } }}
              >
                {renderItem(item, itemIndex)}
              </Box>
            );
          })}
        </Box>
      </Box>

      {canSlide && (
        <Box sx={{ mt: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', color: controlColor }}>
          <IconButton onClick={previous} aria-label={`Previous ${noun}`} sx={arrowSx(tone)}>
            <ChevronLeftIcon />
          </IconButton>
          <Box role="group" aria-label={`Choose ${noun}`} sx={{ display: 'flex', alignItems: 'center', mx: 0.5 }}>
            {Array.from({ length: positions }, (_, position) => (
              <Box
                key={position}
                component="button"
                type="button"
                onClick={() => goTo(position)}
                aria-label={`Go to slide ${position + 1} of ${positions}`}
                aria-current={position === index ? 'true' : undefined}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: 999,
                  '&::before': {
                    content: '""',
                    display: 'block',
                    width: position === index ? 20 : 8,
                    height: 8,
                    borderRadius: 999,
                    bgcolor: position === index ? (tone === 'dark' ? brand.goldLight : brand.green) : 'currentColor',
                    opacity: position === index ? 1 : 0.4,
                    transition: 'width 200ms ease, opacity 200ms ease',
                  },
                  '&:hover::before': { opacity: position === index ? 1 : 0.7 },
                }}
              />
            ))}
          </Box>
          <IconButton onClick={next} aria-label={`Next ${noun}`} sx={arrowSx(tone)}>
            <ChevronRightIcon />
          </IconButton>
          <IconButton
            onClick={() => {
              if (userPaused) {
                // An explicit Play starts the slideshow even though focus is on this button.
                resume('user');
                resume('focus');
              } else {
                pause('user');
              }
            }}
            aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
            sx={{ color: 'inherit', opacity: 0.75, '&:hover': { opacity: 1 } }}
          >
            {userPaused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

function arrowSx(tone: 'light' | 'dark') {
  return {
    color: 'inherit',
    border: '1.5px solid',
    borderColor: tone === 'dark' ? 'rgba(255,255,255,0.45)' : 'rgba(27,67,50,0.3)',
    bgcolor: tone === 'dark' ? 'rgba(255,255,255,0.06)' : '#FFFFFF',
    '&:hover': { bgcolor: tone === 'dark' ? 'rgba(255,255,255,0.16)' : '#E8F0EA', borderColor: tone === 'dark' ? '#FFFFFF' : brand.green },
  } as const;
}
