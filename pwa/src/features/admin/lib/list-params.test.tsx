// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch, useListParams } from './list-params';

type Update = ReturnType<typeof useListParams<'q' | 'status'>>['update'];

function List({ onUpdate }: { onUpdate: (update: Update) => void }) {
  const { update } = useListParams('test-list', ['q', 'status'] as const);
  onUpdate(update);
  const location = useLocation();
  return <output>{location.search}</output>;
}

describe('useListParams', () => {
  afterEach(cleanup);

  it('when two changes come before the list is drawn again, then the address keeps both', () => {
    let update: Update = () => undefined;
    render(
      <MemoryRouter initialEntries={['/admin/bookings?q=zzzz&status=canceled&page=3']}>
        <List onUpdate={(next) => (update = next)} />
      </MemoryRouter>,
    );
    // Clear filters, then the search box's text, with no render between them.
    act(() => {
      update({ q: '', status: '' });
      update({ q: 'Wanjiru' }, { replace: true });
    });
    expect(screen.getByRole('status').textContent).toBe('?q=Wanjiru');
  });

  it('when the list was drawn between two changes, then the second builds on the address', () => {
    let update: Update = () => undefined;
    render(
      <MemoryRouter initialEntries={['/admin/bookings?q=zzzz&page=3']}>
        <List onUpdate={(next) => (update = next)} />
      </MemoryRouter>,
    );
    act(() => update({ status: 'paid' }));
    expect(screen.getByRole('status').textContent).toBe('?q=zzzz&status=paid');
    act(() => update({ page: 2 }));
    expect(screen.getByRole('status').textContent).toBe('?q=zzzz&status=paid&page=2');
  });
});

function SearchBox({ value, commit }: { value: string; commit: (text: string) => void }) {
  const [text, setText] = useDebouncedSearch(value, commit, 100);
  return <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useDebouncedSearch', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('when the box is cleared before the URL shows the text just sent, then the clearing is sent too', () => {
    vi.useFakeTimers();
    const commit = vi.fn<(text: string) => void>();
    // The URL's search stays '' throughout: the router has not drawn the first change yet.
    render(<SearchBox value="" commit={commit} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    act(() => {
      fireEvent.change(box, { target: { value: 'Wanjiru' } });
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(commit).toHaveBeenLastCalledWith('Wanjiru');
    act(() => {
      fireEvent.change(box, { target: { value: '' } });
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(commit).toHaveBeenLastCalledWith('');
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('when the text typed is what the URL already searches for, then nothing is sent', () => {
    vi.useFakeTimers();
    const commit = vi.fn<(text: string) => void>();
    render(<SearchBox value="Wanjiru" commit={commit} />);
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Wanjiru ' } });
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(commit).not.toHaveBeenCalled();
  });
});
