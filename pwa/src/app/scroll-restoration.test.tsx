// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_FOLLOW_MS, ScrollRestoration } from './scroll-restoration';

/**
 * jsdom lays nothing out: the page is a height, the window scrolls within it as a browser does
 * (never past the end), and the page's growth is reported to whoever observes its size.
 */
const VIEWPORT = 844;
const layout = { height: 0, y: 0, observers: new Set<() => void>() };

function scrollTo(_x: number, y: number) {
  layout.y = Math.max(0, Math.min(y, layout.height - VIEWPORT));
  window.dispatchEvent(new Event('scroll'));
}

/** The page becomes `height` px tall (a list arriving, cards laid out): its observers hear of it. */
function grow(height: number) {
  act(() => {
    layout.height = height;
    for (const observer of [...layout.observers]) observer();
  });
}

class FakeResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = () => callback();
  }
  observe() {
    layout.observers.add(this.callback);
  }
  disconnect() {
    layout.observers.delete(this.callback);
  }
  unobserve() {
    layout.observers.delete(this.callback);
  }
}

/** The router's navigate, for the steps of a test (set once the router has rendered). */
const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderApp() {
  window.history.replaceState(null, '', '/tours');
  render(
    <BrowserRouter>
      <ScrollRestoration />
      <Navigator />
    </BrowserRouter>,
  );
}

/** Back, as the browser does it (its popstate comes a moment later). */
async function goBack() {
  await act(async () => {
    void router.navigate(-1);
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
}

/** The visitor on the tours list, scrolled to `y`, opens a tour and comes back; the list comes back `shorter` than it was. */
async function openTourFrom(y: number, shorter: number) {
  layout.height = 6_000;
  act(() => window.scrollTo(0, y));
  expect(window.scrollY).toBe(y);
  act(() => void router.navigate('/tours/mara-migration'));
  expect(window.scrollY).toBe(0);
  layout.height = shorter;
  await goBack();
}

beforeEach(() => {
  layout.height = VIEWPORT;
  layout.y = 0;
  layout.observers.clear();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => layout.y });
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ScrollRestoration: Back to a screen that comes back shorter', () => {
  it('when the list is shorter as the visitor comes back and then grows, then the page follows it to where they were', async () => {
    renderApp();
    await openTourFrom(3_342, 2_986 + VIEWPORT);
    // The browser stops at the end of what is there so far.
    expect(window.scrollY).toBe(2_986);
    grow(3_200 + VIEWPORT);
    expect(window.scrollY).toBe(3_200);
    grow(6_000);
    expect(window.scrollY).toBe(3_342);
    // Reached: later growth (a picture below) moves nothing.
    act(() => window.scrollTo(0, 3_342));
    grow(7_000);
    expect(window.scrollY).toBe(3_342);
    expect(layout.observers.size).toBe(0);
  });

  it('when the visitor scrolls before the list has grown, then the page stays where they put it', async () => {
    renderApp();
    await openTourFrom(3_342, 2_986 + VIEWPORT);
    expect(window.scrollY).toBe(2_986);
    act(() => {
      window.dispatchEvent(new Event('touchstart'));
      window.scrollTo(0, 2_500);
    });
    grow(6_000);
    expect(window.scrollY).toBe(2_500);
  });

  it('when the list grows only after a few seconds, then the page no longer moves by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp();
    await openTourFrom(3_342, 2_986 + VIEWPORT);
    act(() => void vi.advanceTimersByTime(RESTORE_FOLLOW_MS + 1));
    grow(6_000);
    expect(window.scrollY).toBe(2_986);
  });

  it('when the visitor opens another screen before the list has grown, then that screen is not moved', async () => {
    renderApp();
    await openTourFrom(3_342, 2_986 + VIEWPORT);
    act(() => void router.navigate('/blog'));
    expect(window.scrollY).toBe(0);
    grow(6_000);
    expect(window.scrollY).toBe(0);
  });
});

