// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from './list-params';

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
