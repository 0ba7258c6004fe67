// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const element = (
    <>
      <HeaderSearch />
      <Location />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/about', element },
      { path: '/tours', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return {
    input: screen.getByRole('searchbox', { name: 'Search tours' }) as HTMLInputElement,
    location: () => screen.getByTestId('location').textContent,
  };
}

/** Enter in a search box submits its form (jsdom does not submit on a key press). */
function pressEnter(input: HTMLInputElement) {
  fireEvent.keyDown(input, { key: 'Enter' });
  if (input.form) fireEvent.submit(input.form);
}

afterEach(cleanup);

describe('HeaderSearch', () => {
  it('when Enter is pressed, then it goes to /tours?q=<trimmed text> and clears the box', () => {
    const { input, location } = renderAt('/');
    fireEvent.change(input, { target: { value: '   Masai Mara  ' } });
    pressEnter(input);
    expect(location()).toBe('/tours?q=Masai%20Mara');
    expect((screen.getByRole('searchbox', { name: 'Search tours' }) as HTMLInputElement).value).toBe('');
  });

  it('when the text has characters that need encoding, then the query is encoded', () => {
    const { input, location } = renderAt('/');
    fireEvent.change(input, { target: { value: 'lodge & camp?' } });
    pressEnter(input);
    expect(location()).toBe('/tours?q=lodge%20%26%20camp%3F');
  });

  it('when the box holds only spaces, then Enter goes nowhere and keeps the text', () => {
    const { input, location } = renderAt('/about');
    fireEvent.change(input, { target: { value: '    ' } });
    pressEnter(input);
    expect(location()).toBe('/about');
    expect(input.value).toBe('    ');
  });

  it('when rendered, then it is a GET form to /tours whose box is sent as q (it works before the app starts)', () => {
    const { input } = renderAt('/about');
    expect(input.name).toBe('q');
    expect(input.form?.getAttribute('action')).toBe('/tours');
    expect(input.form?.method).toBe('get');
  });

  it('when another key is pressed, then nothing navigates', () => {
    const { input, location } = renderAt('/about');
    fireEvent.change(input, { target: { value: 'Amboseli' } });
    fireEvent.keyDown(input, { key: 'a' });
    expect(location()).toBe('/about');
    expect(input.value).toBe('Amboseli');
  });
});
