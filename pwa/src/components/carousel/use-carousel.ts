import { useEffect, useState } from 'react';
import { clampIndex, positionCount, visibleCountFor, wrapNext, wrapPrevious, type CarouselBreakpoints } from './carousel-index';
import { usePageVisible, useWindowWidth } from './use-page-state';

/**
 * Why autoplay is paused: the pointer is over the carousel, focus is inside it, the visitor pressed
 * pause, or the tab is hidden. Autoplay runs only while there is no reason at all.
 */
export type PauseReason = 'hover' | 'focus' | 'user' | 'hidden';

export interface CarouselOptions {
  count: number;
  breakpoints: CarouselBreakpoints;
  /** Delay between automatic moves; 0 turns autoplay off. */
  autoplayMs: number;
}

export interface CarouselState {
  /** First item in view, always within 0..positions−1. */
  index: number;
  /** Items side by side at the current window width. */
  visible: number;
  positions: number;
  /** More items than fit: arrows, dots and autoplay are on. */
  canSlide: boolean;
  /** Autoplay is moving the carousel right now. */
  autoplaying: boolean;
  pausedBy: ReadonlySet<PauseReason>;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  pause(reason: Exclude<PauseReason, 'hidden'>): void;
  resume(reason: Exclude<PauseReason, 'hidden'>): void;
}

const NO_REASONS: ReadonlySet<PauseReason> = new Set();

/**
 * State of a carousel: the index (wrapping, and clamped into range whenever the list or the window
 * width changes), the visible count from the breakpoints, and autoplay with its pause reasons.
 * Autoplay waits a full interval after every move, so a manual move is never followed at once by an
 * automatic one.
 */
export function useCarousel({ count, breakpoints, autoplayMs }: CarouselOptions): CarouselState {
  const width = useWindowWidth();
  const pageVisible = usePageVisible();
  const visible = visibleCountFor(width, breakpoints);
  const positions = positionCount(count, visible);
  const [storedIndex, setStoredIndex] = useState(0);
  const [reasons, setReasons] = useState<ReadonlySet<PauseReason>>(NO_REASONS);

  const index = clampIndex(storedIndex, positions);
  // Clamp the stored index too, so that widening and narrowing again does not jump back to it.
  if (index !== storedIndex) setStoredIndex(index);

  const canSlide = positions > 1;
  const pausedBy: ReadonlySet<PauseReason> = pageVisible ? reasons : new Set([...reasons, 'hidden']);
  const autoplaying = canSlide && autoplayMs > 0 && pausedBy.size === 0;

  const next = () => setStoredIndex((current) => wrapNext(current, positions));
  const previous = () => setStoredIndex((current) => wrapPrevious(current, positions));
  const goTo = (target: number) => setStoredIndex(clampIndex(target, positions));
  const pause = (reason: PauseReason) => {
    setReasons((current) => (current.has(reason) ? current : new Set([...current, reason])));
  };
  const resume = (reason: PauseReason) => {
    setReasons((current) => {
      if (!current.has(reason)) return current;
      const rest = new Set(current);
      rest.delete(reason);
      return rest;
    });
  };

  useEffect(() => {
    if (!autoplaying) return;
    // Restarted after every move (index), so each slide stays a full interval.
    const timer = window.setTimeout(() => setStoredIndex((current) => wrapNext(current, positions)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplaying, autoplayMs, index, positions]);

  return { index, visible, positions, canSlide, autoplaying, pausedBy, next, previous, goTo, pause, resume };
}
