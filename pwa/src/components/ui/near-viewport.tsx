import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport';

/** How far below the screen the mark may be when its content starts loading: about a phone screen and a half. */
export const AHEAD = '0px 0px 1200px 0px';

/**
 * Its children once the place they go comes within 1200 px of the screen (at once without
 * IntersectionObserver). Before that it holds only
 * an empty mark, so a part far below the fold (the footer) costs a page that is only read at the top
 * nothing, and is there by the time the visitor scrolls, tabs or jumps (End) down to it.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const mark = useRef<HTMLDivElement>(null);
  // Mounted in the browser only (after hydration), so it may decide at once without IntersectionObserver.
  const near = useNearViewport(mark, AHEAD) || typeof IntersectionObserver === 'undefined';
  return near ? children : <div ref={mark} aria-hidden="true" style={{ height: 1 }} />;
}
