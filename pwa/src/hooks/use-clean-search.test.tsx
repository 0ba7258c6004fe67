// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCleanSearch, withoutEmptyFields } from './use-clean-search';

function Address() {
  useCleanSearch();
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

describe('useCleanSearch', () => {
  afterEach(cleanup);

  it('when a form sent before the app started left empty fields, then the address keeps only the filled ones', async () => {
    render(
      <MemoryRouter initialEntries={['/tours?q=&destination=Masai+Mara&duration=']}>
        <Address />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/tours?destination=Masai+Mara'));
  });

  it('when every field is empty, then the address is the bare page', async () => {
    render(
      <MemoryRouter initialEntries={['/blog?category=']}>
        <Address />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/blog'));
  });

  it('when no field is empty, then the address is left as it is', () => {
    expect(withoutEmptyFields('?category=Travel+Tips&page=2')).toBeNull();
    expect(withoutEmptyFields('')).toBeNull();
    expect(withoutEmptyFields('?q=&page=2')).toBe('?page=2');
  });
});
