import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element of `ref` has come within `margin` (an IntersectionObserver rootMargin) of the
 * screen; it stays true once it has. False in the first render, so a server-rendered placeholder
 * hydrates as it is. Without IntersectionObserver it stays false: the caller decides what to show.
 * The change renders in a transition: what mounts then is below the fold (the footer's first render,
 * with emotion inserting its styles, was a long task of its own), so React may yield while it does.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
