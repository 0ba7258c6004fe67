import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, useRef, type ReactNode } from 'react';
import { belowFold } from '../../../components/ui/below-fold';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useNearViewport } from '../../../hooks/use-near-viewport';

/** Start rendering a section this far before it scrolls into view, so it is ready when it arrives. */
const NEAR_MARGIN = '900px 0px';

interface DeferredSectionProps {
  /** The section's anchor id; its heading carries `${id}-title`. */
  id: string;
  /**
   * Space the section takes before it renders, so the page does not jump while scrolling: its
   * measured height at phone (xs) and desktop (md) widths. Once rendered, the browser still skips it
   * while it is far from the screen (belowFold), sized from the same figures.
   */
  minHeight: { xs: number; md: number };
  /** Background of the whole section (painted before the content arrives too). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

function shouldRenderAtOnce(): boolean {
  // Without IntersectionObserver there is no way to tell; a #anchor needs everything above it laid out.
  return typeof IntersectionObserver === 'undefined' || window.location.hash !== '';
}

/**
 * A home section below the fold: its anchor is in the page from the start, but its content (a lazy
 * chunk) renders only when the visitor scrolls near it, and the browser lays it out and paints it
 * only while it is near the screen (content-visibility).
 */
export function DeferredSection({ id, minHeight, sx, children }: DeferredSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const scrolledNear = useNearViewport(ref, NEAR_MARGIN);
  // Never at once in the first render: the server renders the placeholder, and hydration must match it.
  const hydrated = useHydrated();
  const near = scrolledNear || (hydrated && shouldRenderAtOnce());

  const placeholder = <Box aria-hidden="true" sx={{ minHeight }} />;
  return (
    <Box component="section" ref={ref} id={id} aria-labelledby={near ? `${id}-title` : undefined} sx={[belowFold(minHeight), ...(Array.isArray(sx) ? sx : [sx])]}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </Box>
  );
}
