// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { matchRoutes, MemoryRouter, useLocation } from 'react-router';
import { matchPage } from '@safari/shared/page-match';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { AppRoutes, routes } from './routes';

// Every screen is a lazy chunk compiled on first import: on a busy CI machine that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

/** The address the router shows, as the app's own router (app.tsx) sees it. */
const shown = { path: '' };
function ShownPath() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    shown.path = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

function renderAt(path: string) {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <ShownPath />
      </MemoryRouter>
    </AppProvider>,
  );
  return shown;
}

afterEach(cleanup);

describe('routes', () => {
  it.each([
    '/',
    '/tours',
    '/tours/',
    '/TOURS/mara-fly-in',
    '/tours/mara-fly-in/extra',
    '/blog',
    '/blog/when-to-go',
    '/destinations/masai-mara',
    '/destinations/nowhere',
    '/privacy',
    '/booking',
    '/booking/abc',
    '/checkout',
    '/checkout/abc',
    '/checkout/abc/return',
    '/checkout/abc/sandbox',
    '/admin',
    '/admin/tours/new',
    '/login',
    '/outbox',
    '/no/such/page',
  ])('when %s is asked for, then the server and the browser take it for the same page', (path) => {
    // The server reads the route table itself (which pages it renders, with which data); the browser's router is built from it.
    // A nested page's route ends in '/*' (the console's own table matches the rest).
    const browser = (matchRoutes(routes, path) ?? []).map((match) => match.route.path?.replace(/\/\*$/, '')).filter(Boolean);
    expect(browser).toContain(matchPage(path).path);
  });

  it('when an /admin path opens signed out, then the staff sign-in shows without the public header and footer', async () => {
    const router = renderAt('/admin/tours');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    // The location is reported by an effect, which may land after the heading on a cold, busy run.
    await waitFor(() => expect(router.path).toBe('/admin/login?next=%2Fadmin%2Ftours'));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText('East Africa Specialists • 24/7 Support')).toBeNull();
    // The title is set in an effect after the screen renders.
    await waitFor(() => expect(document.title).toBe('Admin Login | Pulse of the Wild Safaris'));
  });

  it('when an unknown path opens, then a real 404 page shows inside the shell', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    // The title is set in an effect after the screen renders.
    await waitFor(() => expect(document.title).toBe('Page not found | Pulse of the Wild Safaris'));
  });

  it.each([
    ['/login', 'Sign In'],
    ['/register', 'Create an Account'],
    ['/forgot-password', 'Reset Your Password'],
  ])('when %s opens, then its account screen shows under its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    // The title is set in an effect after the screen renders.
    await waitFor(() => expect(document.title).toBe(`${title} | Pulse of the Wild Safaris`));
  });

  it('when My Trips opens signed out, then the sign-in page shows and will come back to it', async () => {
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    // The address follows the redirect's render (as for the console's sign-in above).
    await waitFor(() => expect(router.path).toBe('/login?next=%2Fdashboard'));
  });

  it('when the footer has loaded, then it carries this year’s copyright and the legal links', async () => {
    renderAt('/about');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Pulse of the Wild Safaris. All rights reserved.`);
    for (const [name, href] of [['Privacy', '/privacy'], ['Terms', '/terms'], ['Cookies', '/cookies']]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('when the phone menu is opened and a link inside it is used, then it navigates and the menu closes', async () => {
    const router = renderAt('/about');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The menu's panel is its own chunk: it arrives a moment after the tap.
    const mobileNav = await screen.findByRole('navigation', { name: 'Mobile' });
    const contact = [...mobileNav.querySelectorAll('a')].find((link) => link.textContent === 'Contact');
    expect(contact).toBeTruthy();
    fireEvent.click(contact!);
    await waitFor(() => expect(router.path).toBe('/contact'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    // Let the contact screen's chunk, and what its form warms up once shown (the outbox module and the
    // enquiry schema), finish loading before the test environment is torn down: an import still under
    // way then fails the run.
    expect(await screen.findByRole('heading', { level: 1, name: 'Let’s plan your safari together' })).toBeTruthy();
    await Promise.all([import('../offline/submit'), import('@safari/shared/enquiry')]);
  });
});
