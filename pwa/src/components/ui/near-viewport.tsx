import type { RefObject } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { useNearViewport } from '../../hooks/use-near-viewport';

/** How far below the screen the mark may be when its content starts loading: about a phone screen and a half. */
const AHEAD = '0px 0px 1200px 0px';

/**
 * Whether the element has come within 1200 px of the screen; stays true once it has. At once in a
 * browser without IntersectionObserver; false on the server and while the page hydrates, so a
 * server-rendered part hydrates as it is.
 */
export function useWithinReach(ref: RefObject<Element | null>): boolean {
  const hydrated = useHydrated();
  return useNearViewport(ref, AHEAD) || (hydrated && typeof IntersectionObserver === 'undefined');
}
