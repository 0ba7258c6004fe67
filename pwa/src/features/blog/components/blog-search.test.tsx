// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@safari/shared/constants';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogSearch } from './blog-search';

/** The blog list's URL, which (like a navigation on a busy phone) may take `urlDelay` ms to follow a search. */
function Harness({ urlDelay }: { urlDelay: number }) {
  const [q, setQ] = useState('');
  return (
    <>
      <BlogSearch value={q} onSearch={(next) => (urlDelay ? window.setTimeout(() => setQ(next), urlDelay) : setQ(next))} />
      <output data-testid="url">{q}</output>
      <button type="button" onClick={() => setQ('lion')}>
        Back
      </button>
    </>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search posts' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(box(), { target: { value } });
// A synchronous act: React's work is flushed before it returns (its thenable is not needed).
const wait = (ms: number) => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BlogSearch', () => {
  it('when the visitor types on while their own search reaches the URL, then no letter typed meanwhile is lost', () => {
    render(<Harness urlDelay={50} />);
    type('Goi');
    wait(SEARCH_DEBOUNCE_MS);
    type('Goir');
    wait(50);
    expect(screen.getByTestId('url').textContent).toBe('Goi');
    expect(box().value).toBe('Goir');
    type('Goirl');
    wait(SEARCH_DEBOUNCE_MS + 50);
    expect(screen.getByTestId('url').textContent).toBe('Goirl');
    expect(box().value).toBe('Goirl');
  });

  it('when the URL changes from outside (back, reset), then the box shows it', () => {
    render(<Harness urlDelay={0} />);
    type('zebra');
    wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('url').textContent).toBe('zebra');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box().value).toBe('lion');
  });

  it('when the search is typed with spaces around it, then the URL gets it trimmed once the typing stops', () => {
    render(<Harness urlDelay={0} />);
    type('  Gorilla ');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(screen.getByTestId('url').textContent).toBe('');
    wait(1);
    expect(screen.getByTestId('url').textContent).toBe('Gorilla');
    expect(box().value).toBe('  Gorilla ');
  });
});
