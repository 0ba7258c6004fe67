import { lazy, type ComponentType } from 'react';
import type { LcpImages } from '../lib/page-head';

/** A screen's module: the screen, and for a server-rendered one the images its first view paints. */
export interface ScreenModule {
  default: ComponentType;
  lcpImages?: LcpImages;
}

/** A screen whose code is its own chunk, loaded when the route is first shown (or ahead, by `preload`). */
export interface LazyScreen {
  /** Renders the screen; suspends (to the layout's loader) only while its chunk is still loading. */
  Screen: ComponentType;
  /** Loads the chunk once; later calls return the same module. */
  preload: () => Promise<ScreenModule>;
}

/**
 * A route's screen loaded on demand. Unlike React's `lazy` alone, a screen loaded ahead (the first
 * screen, before hydration: main.tsx; on the server: entry-server.tsx) renders at once, so the
 * server's HTML is hydrated as it is instead of waiting behind a Suspense boundary.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let module: ScreenModule | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        // A failed load (offline, a replaced deployment) is tried again by the next visit to the
        // route: React keeps a lazy component's failure, so the next render gets a fresh one.
        loading = undefined;
        Pending = lazy(preload);
        throw error;
      },
    ));
  let Pending = lazy(preload);
  function Screen() {
    const Loaded = module?.default ?? Pending;
    return <Loaded />;
  }
  return { Screen, preload };
}
