import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';

// For src/main.tsx, which loads this module with import(): the router's functions come with the table.
export { createBrowserRouter, matchRoutes } from 'react-router';
import type { StaffSection } from '@safari/shared/staff';
import type { LcpImages } from '../lib/page-head';
import { INFO_PAGE_SLUGS, loadInfoPage, type InfoPageSlug } from '../content/pages';
import { PageLoader } from '../components/ui/page-loader';
import { RouteError } from '../components/ui/route-error';
import { RootLayout } from './root-layout';

// Every screen is its own chunk; only the shell (RootLayout) ships with the entry. The public
// screens are the router's lazy routes: the server resolves them before rendering, and the browser
// resolves the first one before hydrating (main.tsx), so the server's HTML is hydrated as it is.
type PageModule = Promise<{ default: ComponentType; lcpImages?: LcpImages }>;
const lazyPage = (load: () => PageModule) => async () => {
  const module = await load();
  return { Component: module.default, handle: { lcpImages: module.lcpImages } satisfies PageHandle };
};
const pages = {
  Home: lazyPage(() => import('../features/home/routes/home')),
  ToursList: lazyPage(() => import('../features/tours/routes/tours-list')),
  TourDetails: lazyPage(() => import('../features/tours/routes/tour-details')),
  BlogList: lazyPage(() => import('../features/blog/routes/blog-list')),
  BlogPost: lazyPage(() => import('../features/blog/routes/blog-post')),
  About: lazyPage(() => import('../features/about/routes/about')),
  Gallery: lazyPage(() => import('../features/info-pages/routes/gallery')),
  Unsubscribe: lazyPage(() => import('../features/newsletter/routes/unsubscribe')),
  Outbox: lazyPage(() => import('../features/outbox/routes/outbox')),
  Booking: lazyPage(() => import('../features/booking/routes/booking')),
  Checkout: lazyPage(() => import('../features/checkout/routes/checkout')),
  Contact: lazyPage(() => import('../features/contact/routes/contact')),
  RequestExperience: lazyPage(() => import('../features/request-experience/routes/request-experience')),
  CheckoutReturn: lazyPage(() => import('../features/checkout/routes/checkout-return')),
  Login: lazyPage(() => import('../features/auth/routes/login')),
  Register: lazyPage(() => import('../features/auth/routes/register')),
  ForgotPassword: lazyPage(() => import('../features/auth/routes/forgot-password')),
  ResetPassword: lazyPage(() => import('../features/auth/routes/reset-password')),
  VerifyEmail: lazyPage(() => import('../features/auth/routes/verify-email')),
  Dashboard: lazyPage(() => import('../features/dashboard/routes/dashboard')),
  NotFound: lazyPage(() => import('../features/misc/routes/not-found')),
};
/** An information page's route: the screen's code and that one page's copy load together. */
const infoPage = (slug: InfoPageSlug) => async () => {
  const [module, content] = await Promise.all([import('../features/info-pages/routes/info-page'), loadInfoPage[slug]()]);
  const Screen = module.default;
  return {
    Component: function InfoPageRoute() {
      return <Screen slug={slug} page={content} />;
    },
  };
};
const SandboxPayment = lazy(() => import('../features/checkout/routes/sandbox-payment'));
// The staff console: its own chunks, never downloaded by a public page nor precached (vite.config.ts).
const adminApp = () => import('../features/admin/routes/admin-app');
const AdminRoot = lazy(adminApp);
// The console's offline notice: its own small (precached) chunk, so it works offline but is not in the entry.
const OnlineOnly = lazy(() => import('../components/pwa/online-only').then((module) => ({ default: module.OnlineOnly })));
const AdminLogin = lazy(() => adminApp().then((module) => ({ default: module.AdminLogin })));
const StaffArea = lazy(() => adminApp().then((module) => ({ default: module.StaffArea })));
const AdminSection = lazy(() => adminApp().then((module) => ({ default: module.AdminSection })));

/** What a public screen's route carries for the server render (entry-server.tsx). */
export interface PageHandle {
  lcpImages?: LcpImages;
}

function page(Component: LazyExoticComponent<ComponentType>) {
  return <Component />;
}

/** The route table of the public spec (section 2), the account screens and the admin area. */
export const routes: RouteObject[] = [
  {
    // The built-in sandbox payment provider's page stands apart from the site, as a provider's would.
    path: '/checkout/:id/sandbox',
    errorElement: <RouteError standalone />,
    element: <Suspense fallback={<PageLoader />}>{page(SandboxPayment)}</Suspense>,
  },
  {
    path: '/admin',
    errorElement: <RouteError standalone />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <OnlineOnly>
          <Suspense fallback={<PageLoader />}>{page(AdminRoot)}</Suspense>
        </OnlineOnly>
      </Suspense>
    ),
    children: [
      { path: 'login', element: page(AdminLogin) },
      {
        element: page(StaffArea),
        children: [
          { index: true, element: <AdminSection section="overview" /> },
          // Literal paths, not STAFF_SECTIONS: the shared module (and zod) stays out of the entry chunk.
          ...(['tours', 'bookings', 'users', 'blogs', 'enquiries', 'mail', 'audit', 'profile'] as const satisfies readonly StaffSection[]).map((section) => ({
            path: section,
            element: <AdminSection section={section} />,
          })),
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
    ],
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: pages.Home },
          { path: 'tours', lazy: pages.ToursList },
          { path: 'tours/:id', lazy: pages.TourDetails },
          { path: 'booking', lazy: pages.Booking },
          { path: 'booking/:id', lazy: pages.Booking },
          { path: 'checkout/:id', lazy: pages.Checkout },
          { path: 'checkout/:id/return', lazy: pages.CheckoutReturn },
          { path: 'contact', lazy: pages.Contact },
          { path: 'dashboard', lazy: pages.Dashboard },
          { path: 'about', lazy: pages.About },
          { path: 'blog', lazy: pages.BlogList },
          { path: 'blog/:id', lazy: pages.BlogPost },
          { path: 'request-experience', lazy: pages.RequestExperience },
          ...INFO_PAGE_SLUGS.map((slug) => ({ path: slug, lazy: infoPage(slug) })),
          { path: 'gallery', lazy: pages.Gallery },
          { path: 'login', lazy: pages.Login },
          { path: 'register', lazy: pages.Register },
          { path: 'forgot-password', lazy: pages.ForgotPassword },
          { path: 'reset-password', lazy: pages.ResetPassword },
          { path: 'verify-email', lazy: pages.VerifyEmail },
          { path: 'unsubscribe', lazy: pages.Unsubscribe },
          { path: 'outbox', lazy: pages.Outbox },
          { path: '*', lazy: pages.NotFound },
        ],
      },
    ],
  },
];
