import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes, type Location, type RouteObject } from 'react-router';
import type { StaffSection } from '@safari/shared/staff';
import { INFO_PAGE_SLUGS, loadInfoPage, type InfoPageSlug } from '../content/pages';
import { PageLoader } from '../components/ui/page-loader';
import { RouteErrorBoundary } from '../components/ui/route-error';
import { lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen';
import { RootLayout } from './root-layout';

// Every screen is its own chunk; only the shell (RootLayout) ships with the entry. The server loads
// the screen of the address before rendering (entry-server.tsx), and the browser before hydrating
// (main.tsx), so the server's HTML is hydrated as it is. The browser's router is react-router's
// declarative one (<BrowserRouter> and this table through useRoutes, in app.tsx): the app uses no
// loaders or actions, and the data router's code was 17 kB (gzip) more on every first visit. The
// server matches with the data APIs (createStaticHandler), which render the same elements.
const pages = {
  Home: lazyScreen(() => import('../features/home/routes/home')),
  ToursList: lazyScreen(() => import('../features/tours/routes/tours-list')),
  TourDetails: lazyScreen(() => import('../features/tours/routes/tour-details')),
  BlogList: lazyScreen(() => import('../features/blog/routes/blog-list')),
  BlogPost: lazyScreen(() => import('../features/blog/routes/blog-post')),
  About: lazyScreen(() => import('../features/about/routes/about')),
  Gallery: lazyScreen(() => import('../features/info-pages/routes/gallery')),
  Unsubscribe: lazyScreen(() => import('../features/newsletter/routes/unsubscribe')),
  Outbox: lazyScreen(() => import('../features/outbox/routes/outbox')),
  Booking: lazyScreen(() => import('../features/booking/routes/booking')),
  Checkout: lazyScreen(() => import('../features/checkout/routes/checkout')),
  Contact: lazyScreen(() => import('../features/contact/routes/contact')),
  RequestExperience: lazyScreen(() => import('../features/request-experience/routes/request-experience')),
  CheckoutReturn: lazyScreen(() => import('../features/checkout/routes/checkout-return')),
  Login: lazyScreen(() => import('../features/auth/routes/login')),
  Register: lazyScreen(() => import('../features/auth/routes/register')),
  ForgotPassword: lazyScreen(() => import('../features/auth/routes/forgot-password')),
  ResetPassword: lazyScreen(() => import('../features/auth/routes/reset-password')),
  VerifyEmail: lazyScreen(() => import('../features/auth/routes/verify-email')),
  Dashboard: lazyScreen(() => import('../features/dashboard/routes/dashboard')),
  NotFound: lazyScreen(() => import('../features/misc/routes/not-found')),
};
/** An information page's screen: the screen's code and that one page's copy load together. */
const infoPage = (slug: InfoPageSlug) =>
  lazyScreen(async (): Promise<ScreenModule> => {
    const [module, content] = await Promise.all([import('../features/info-pages/routes/info-page'), loadInfoPage[slug]()]);
    const Screen = module.default;
    return {
      default: function InfoPageRoute() {
        return <Screen slug={slug} page={content} />;
      },
    };
  });
const SandboxPayment = lazy(() => import('../features/checkout/routes/sandbox-payment'));
// The staff console: its own chunks, never downloaded by a public page nor precached (vite.config.ts).
const adminApp = () => import('../features/admin/routes/admin-app');
const AdminRoot = lazy(adminApp);
// The console's offline notice: its own small (precached) chunk, so it works offline but is not in the entry.
const OnlineOnly = lazy(() => import('../components/pwa/online-only').then((module) => ({ default: module.OnlineOnly })));
const AdminLogin = lazy(() => adminApp().then((module) => ({ default: module.AdminLogin })));
const StaffArea = lazy(() => adminApp().then((module) => ({ default: module.StaffArea })));
const AdminSection = lazy(() => adminApp().then((module) => ({ default: module.AdminSection })));

/** What a public screen's route carries: its lazy screen, for loading it ahead. */
interface PageHandle {
  screen: LazyScreen;
}

/** A route showing `screen`. */
const screenRoute = (path: string | undefined, screen: LazyScreen): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  element: <screen.Screen />,
  handle: { screen } satisfies PageHandle,
});

function page(Component: LazyExoticComponent<ComponentType>) {
  return <Component />;
}

/** The route table of the public spec (section 2), the account screens and the admin area. */
export const routes: RouteObject[] = [
  {
    // The built-in sandbox payment provider's page stands apart from the site, as a provider's would.
    path: '/checkout/:id/sandbox',
    element: (
      <RouteErrorBoundary standalone>
        <Suspense fallback={<PageLoader />}>{page(SandboxPayment)}</Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    path: '/admin',
    element: (
      <RouteErrorBoundary standalone>
        <Suspense fallback={<PageLoader />}>
          <OnlineOnly>
            <Suspense fallback={<PageLoader />}>{page(AdminRoot)}</Suspense>
          </OnlineOnly>
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { path: 'login', element: page(AdminLogin) },
      {
        element: page(StaffArea),
        children: [
          { index: true, element: <AdminSection section="overview" /> },
          // Literal paths, not STAFF_SECTIONS: the shared module (and zod) stays out of the entry chunk.
          ...(['tours', 'bookings', 'reconciliation', 'users', 'blogs', 'enquiries', 'mail', 'audit', 'profile'] as const satisfies readonly StaffSection[]).map((section) => ({
            path: section,
            element: <AdminSection section={section} />,
          })),
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
    ],
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
        children: [
          screenRoute(undefined, pages.Home),
          screenRoute('tours', pages.ToursList),
          screenRoute('tours/:id', pages.TourDetails),
          screenRoute('booking', pages.Booking),
          screenRoute('booking/:id', pages.Booking),
          screenRoute('checkout/:id', pages.Checkout),
          screenRoute('checkout/:id/return', pages.CheckoutReturn),
          screenRoute('contact', pages.Contact),
          screenRoute('dashboard', pages.Dashboard),
          screenRoute('about', pages.About),
          screenRoute('blog', pages.BlogList),
          screenRoute('blog/:id', pages.BlogPost),
          screenRoute('request-experience', pages.RequestExperience),
          ...INFO_PAGE_SLUGS.map((slug) => screenRoute(slug, infoPage(slug))),
          screenRoute('gallery', pages.Gallery),
          screenRoute('login', pages.Login),
          screenRoute('register', pages.Register),
          screenRoute('forgot-password', pages.ForgotPassword),
          screenRoute('reset-password', pages.ResetPassword),
          screenRoute('verify-email', pages.VerifyEmail),
          screenRoute('unsubscribe', pages.Unsubscribe),
          screenRoute('outbox', pages.Outbox),
          screenRoute('*', pages.NotFound),
        ],
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
