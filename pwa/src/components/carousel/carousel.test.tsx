// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import type { CarouselBreakpoints } from './carousel-index';

const threeUp: CarouselBreakpoints = {
  steps: [
    { below: 640, count: 1 },
    { below: 1024, count: 2 },
  ],
  otherwise: 3,
};
const AUTOPLAY_MS = 4000;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: hidden ? 'hidden' : 'visible' });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function renderCarousel(count = 5) {
  const items = Array.from({ length: count }, (_, index) => `Tour ${index + 1}`);
  render(
    <Carousel
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      label="Exclusive deals"
      noun="deals"
      breakpoints={threeUp}
      autoplayMs={AUTOPLAY_MS}
    />,
  );
  return screen.getByRole('region', { name: 'Exclusive deals' });
}

/** Names of the items in view (the others are inert). */
function inView(): string[] {
  return [...document.querySelectorAll('[data-carousel-item]')]
    .filter((item) => item.getAttribute('data-in-view') === 'true')
    .map((item) => item.textContent ?? '');
}

function currentDot(): string | null {
  return document.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? null;
}

beforeEach(() => {
  vi.useFakeTimers();
  setWidth(1366);
  setHidden(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('when 5 items show 3 at a time, then 3 dots are offered and only the first 3 items are reachable', () => {
    renderCarousel();

    expect(inView()).toEqual(['Tour 1', 'Tour 2', 'Tour 3']);
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    const hidden = document.querySelectorAll('[data-carousel-item][inert]');
    expect([...hidden].map((item) => item.textContent)).toEqual(['Tour 4', 'Tour 5']);
  });

  it('when Next is pressed on the last position, then it wraps to the first; Previous wraps back', () => {
    renderCarousel();
    const nextButton = screen.getByRole('button', { name: 'Next deals' });

    fireEvent.click(nextButton);
    fireEvent.click(nextButton);
    expect(inView()).toEqual(['Tour 3', 'Tour 4', 'Tour 5']);
    fireEvent.click(nextButton);
    expect(inView()).toEqual(['Tour 1', 'Tour 2', 'Tour 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous deals' }));
    expect(currentDot()).toBe('Go to slide 3 of 3');
  });

  it('when the arrow keys are pressed inside the carousel, then it moves right and left', () => {
    const region = renderCarousel();

    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(inView()).toEqual(['Tour 2', 'Tour 3', 'Tour 4']);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(inView()).toEqual(['Tour 3', 'Tour 4', 'Tour 5']);
  });

  it('when the autoplay interval passes, then it advances; while the mouse is over it, it waits', () => {
    const region = renderCarousel();

    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    });
    expect(inView()[0]).toBe('Tour 1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(inView()[0]).toBe('Tour 2');

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    });
    expect(inView()[0]).toBe('Tour 2');

    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(inView()[0]).toBe('Tour 3');
  });

  it('when the tab is hidden, then autoplay stops, and it starts again when the tab is visible', () => {
    renderCarousel();

    setHidden(true);
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    });
    expect(inView()[0]).toBe('Tour 1');

    setHidden(false);
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(inView()[0]).toBe('Tour 2');
  });

  it('when the visitor presses Pause, then autoplay stays stopped until Play', () => {
    renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    });
    expect(inView()[0]).toBe('Tour 1');

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(inView()[0]).toBe('Tour 2');
  });

  it('when the window narrows to 1 per view and widens again at the last position, then the index is clamped', () => {
    setWidth(390);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 5 of 5' }));
    expect(inView()).toEqual(['Tour 5']);

    setWidth(800);
    expect(inView()).toEqual(['Tour 4', 'Tour 5']);
    expect(currentDot()).toBe('Go to slide 4 of 4');

    setWidth(1366);
    expect(inView()).toEqual(['Tour 3', 'Tour 4', 'Tour 5']);
    setWidth(390);
    // Narrowing again does not jump back to the old index 5: the clamped index was kept.
    expect(inView()).toEqual(['Tour 3']);
  });

  it('when every item fits, then there are no arrows, dots or autoplay', () => {
    renderCarousel(3);

    expect(screen.queryByRole('button', { name: 'Next deals' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Go to slide/ })).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    });
    expect(inView()).toEqual(['Tour 1', 'Tour 2', 'Tour 3']);
  });
});
