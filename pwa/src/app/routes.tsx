import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Outlet, useRoutes, type Location, type RouteObject } from 'react-router';
import type { SitePath } from '@safari/shared/site-pages';
import { INFO_PAGE_SLUGS, type InfoPageSlug } from '../content/pages/types';
import { PageLoader } from '../components/ui/page-loader';
import { RouteErrorBoundary } from '../components/ui/route-error';
import { lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen';
import { RootLayout } from './root-layout';

// The addresses, and what the server does with each, are the route table's (shared/src/site-pages.ts);
// this module gives each of its paths a screen, and the compiler holds the two to the same paths. Every screen is its own chunk; only the shell (RootLayout)
// ships with the entry. The server loads the screen of the address before rendering
// (entry-server.tsx), and the browser before hydrating (main.tsx), so the server's HTML is hydrated
// as it is. The browser's router is react-router's
// declarative one (<BrowserRouter> and this table through useRoutes, in app.tsx): the app uses no
// loaders or actions, so the data router's code would only weigh on every first visit. The
// server matches with the data APIs (createStaticHandler), which render the same elements.
/**
 * An information page's screen: the screen's code (with the pages' index, whose thirteen imports
 * need not be part of every page's first load), then that one page's copy.
 */
const infoPage = (slug: InfoPageSlug) =>
  lazyScreen(async (): Promise<ScreenModule> => {
    const module = await import('../features/info-pages/routes/info-page');
    const content = await module.loadInfoPage[slug]();
    const Screen = module.default;
    return {
      default: function InfoPageRoute() {
        return <Screen slug={slug} page={content} />;
      },
    };
  });
/** The information pages' screens, by path: each slug must be a page of the route table. */
const infoScreens = <Slug extends InfoPageSlug>(slugs: readonly (Slug & (`/${Slug}` extends SitePath ? Slug : never))[]) =>
  Object.fromEntries(slugs.map((slug) => [`/${slug}`, infoPage(slug)])) as Record<`/${Slug}`, LazyScreen>;
const SANDBOX = '/checkout/:id/sandbox' satisfies SitePath;
const ADMIN = '/admin' satisfies SitePath;
const booking = lazyScreen(() => import('../features/booking/routes/booking'));
/** The screen of every page in the site's shell, by its path in the route table (each path once: the type says so). */
const screens: Record<Exclude<SitePath, typeof SANDBOX | typeof ADMIN>, LazyScreen> = {
  '/': lazyScreen(() => import('../features/home/routes/home')),
  '/tours': lazyScreen(() => import('../features/tours/routes/tours-list')),
  '/tours/:id': lazyScreen(() => import('../features/tours/routes/tour-details')),
  '/blog': lazyScreen(() => import('../features/blog/routes/blog-list')),
  '/blog/:id': lazyScreen(() => import('../features/blog/routes/blog-post')),
  '/about': lazyScreen(() => import('../features/about/routes/about')),
  '/contact': lazyScreen(() => import('../features/contact/routes/contact')),
  '/request-experience': lazyScreen(() => import('../features/request-experience/routes/request-experience')),
  ...infoScreens(INFO_PAGE_SLUGS),
  '/gallery': lazyScreen(() => import('../features/info-pages/routes/gallery')),
  '/booking': booking,
  '/booking/:id': booking,
  '/checkout/:id': lazyScreen(() => import('../features/checkout/routes/checkout')),
  '/checkout/:id/return': lazyScreen(() => import('../features/checkout/routes/checkout-return')),
  '/dashboard': lazyScreen(() => import('../features/dashboard/routes/dashboard')),
  '/trips/:id/review': lazyScreen(() => import('../features/reviews/routes/review-trip')),
  '/dashboard/trips/:id': lazyScreen(() => import('../features/dashboard/routes/trip')),
  '/login': lazyScreen(() => import('../features/auth/routes/login')),
  '/register': lazyScreen(() => import('../features/auth/routes/register')),
  '/forgot-password': lazyScreen(() => import('../features/auth/routes/forgot-password')),
  '/reset-password': lazyScreen(() => import('../features/auth/routes/reset-password')),
  '/verify-email': lazyScreen(() => import('../features/auth/routes/verify-email')),
  '/unsubscribe': lazyScreen(() => import('../features/newsletter/routes/unsubscribe')),
  '/outbox': lazyScreen(() => import('../features/outbox/routes/outbox')),
  '*': lazyScreen(() => import('../features/misc/routes/not-found')),
};
const SandboxPayment = lazy(() => import('../features/checkout/routes/sandbox-payment'));
// The staff console: its own chunks, never downloaded by a public page nor precached (vite.config.ts).
const AdminRoot = lazy(() => import('../features/admin/routes/admin-app'));
// The console's offline notice: its own small (precached) chunk, so it works offline but is not in the entry.
const OnlineOnly = lazy(() => import('../components/pwa/online-only').then((module) => ({ default: module.OnlineOnly })));

/** What a public screen's route carries: its lazy screen, for loading it ahead. */
interface PageHandle {
  screen: LazyScreen;
}

/** The route of a page, showing its screen. */
const screenRoute = ([path, screen]: [string, LazyScreen]): RouteObject => ({
  path,
  element: <screen.Screen />,
  handle: { screen } satisfies PageHandle,
});

function page(Component: LazyExoticComponent<ComponentType>) {
  return <Component />;
}

/** The router's routes: the staff console and the sandbox payment page on their own, every other page in the shell. */
export const routes: RouteObject[] = [
  {
    path: SANDBOX,
    element: (
      <RouteErrorBoundary standalone>
        <Suspense fallback={<PageLoader />}>{page(SandboxPayment)}</Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    // The console's own routes are the admin chunk's (admin-app.tsx): the table every public page
    // matches twice while it starts (preloadScreen, then the router) stays the public site's.
    path: `${ADMIN}/*`,
    element: (
      <RouteErrorBoundary standalone>
        <Suspense fallback={<PageLoader />}>
          <OnlineOnly>
            <Suspense fallback={<PageLoader />}>{page(AdminRoot)}</Suspense>
          </OnlineOnly>
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary standalone>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page that throws shows the error screen inside the shell (header and footer stay).
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: Object.entries(screens).map(screenRoute),
      },
    ],
  },
];

/** The app's screens for the address the router shows. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The lazy screen a route shows (none for the admin and sandbox routes and the layouts). */
export function screenOf(route: RouteObject | undefined): LazyScreen | undefined {
  return (route?.handle as PageHandle | undefined)?.screen;
}

/** Loads the screen of `location` (a path, or the window's location); its module, or null when none matches. */
export async function preloadScreen(location: string | Partial<Location>): Promise<ScreenModule | null> {
  return (await screenOf(matchRoutes(routes, location)?.at(-1)?.route)?.preload()) ?? null;
}
