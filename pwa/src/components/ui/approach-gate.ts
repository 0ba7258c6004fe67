/** How far below the screen a server-rendered part may be when its code starts loading: about a phone screen and a half. */
const AHEAD = '0px 0px 1200px 0px';
/** What counts as the visitor reaching for the page: anything they do may lead to the part (a key, a tap, Back). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'popstate'] as const;

export interface ApproachGate {
  /** Resolves on the server at once; in the browser once the part is wanted (see approachGate). */
  wanted(): Promise<void>;
  /** Wants the part now (a navigation: the next screen renders it). */
  open(): void;
}

/**
 * A gate for the code of a server-rendered part below the fold (the footer): a lazy import behind
 * it leaves the server's HTML in place, unhydrated, until the part comes within 1200 px of the
 * screen or the visitor interacts with the page (a tap, a key, focus, Back), so a page read at its
 * top does not download it. At once when the part is not in the server's HTML (`selector` finds
 * nothing) or the browser has no IntersectionObserver.
 */
export function approachGate(selector: string): ApproachGate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  let watching = false;
  const open = () => resolve();
  const watch = () => {
    if (watching) return;
    watching = true;
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') {
      open();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    }, { rootMargin: AHEAD });
    observer.observe(element);
    const options = { capture: true, passive: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, open, options);
    void promise.then(() => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, open, options);
    });
  };
  return {
    wanted() {
      if (typeof document === 'undefined') return Promise.resolve();
      watch();
      return promise;
    },
    open,
  };
}
