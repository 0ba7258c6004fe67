import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen the mark may be when its content starts loading: about a phone screen and a half. */
const AHEAD_PX = 1200;

/**
 * Its children once the place they go comes within {@link AHEAD_PX} of the screen (at once where
 * IntersectionObserver is missing). Before that it holds only an empty mark, so a part far below
 * the fold (the footer) costs a page that is only read at the top nothing, and is there by the time
 * the visitor scrolls, tabs or jumps (End) down to it.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = mark.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={mark} aria-hidden="true" style={{ height: 1 }} />;
}
