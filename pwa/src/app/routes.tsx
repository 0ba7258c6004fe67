import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { StaffSection } from '@safari/shared/staff';
import { PageLoader } from '../components/ui/page-loader';
import { RouteError } from '../components/ui/route-error';
import { RootLayout } from './root-layout';

// Every screen is its own chunk; only the shell (RootLayout) ships with the entry.
const Home = lazy(() => import('../features/home/routes/home'));
const ToursList = lazy(() => import('../features/tours/routes/tours-list'));
const TourDetails = lazy(() => import('../features/tours/routes/tour-details'));
const BlogList = lazy(() => import('../features/blog/routes/blog-list'));
const BlogPost = lazy(() => import('../features/blog/routes/blog-post'));
const About = lazy(() => import('../features/about/routes/about'));
const InfoPage = lazy(() => import('../features/info-pages/routes/info-page'));
const Gallery = lazy(() => import('../features/info-pages/routes/gallery'));
const Unsubscribe = lazy(() => import('../features/newsletter/routes/unsubscribe'));
const Outbox = lazy(() => import('../features/outbox/routes/outbox'));
const Booking = lazy(() => import('../features/booking/routes/booking'));
const Checkout = lazy(() => import('../features/checkout/routes/checkout'));
const Contact = lazy(() => import('../features/contact/routes/contact'));
const RequestExperience = lazy(() => import('../features/request-experience/routes/request-experience'));
const CheckoutReturn = lazy(() => import('../features/checkout/routes/checkout-return'));
const SandboxPayment = lazy(() => import('../features/checkout/routes/sandbox-payment'));
const Login = lazy(() => import('../features/auth/routes/login'));
const Register = lazy(() => import('../features/auth/routes/register'));
const ForgotPassword = lazy(() => import('../features/auth/routes/forgot-password'));
const ResetPassword = lazy(() => import('../features/auth/routes/reset-password'));
const VerifyEmail = lazy(() => import('../features/auth/routes/verify-email'));
const Dashboard = lazy(() => import('../features/dashboard/routes/dashboard'));
const NotFound = lazy(() => import('../features/misc/routes/not-found'));
// The staff console: its own chunks, never downloaded by a public page nor precached (vite.config.ts).
const adminApp = () => import('../features/admin/routes/admin-app');
const AdminRoot = lazy(adminApp);
// The console's offline notice: its own small (precached) chunk, so it works offline but is not in the entry.
const OnlineOnly = lazy(() => import('../components/pwa/online-only').then((module) => ({ default: module.OnlineOnly })));
const AdminLogin = lazy(() => adminApp().then((module) => ({ default: module.AdminLogin })));
const StaffArea = lazy(() => adminApp().then((module) => ({ default: module.StaffArea })));
const AdminSection = lazy(() => adminApp().then((module) => ({ default: module.AdminSection })));

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
          { index: true, element: page(Home) },
          { path: 'tours', element: page(ToursList) },
          { path: 'tours/:id', element: page(TourDetails) },
          { path: 'booking', element: page(Booking) },
          { path: 'booking/:id', element: page(Booking) },
          { path: 'checkout/:id', element: page(Checkout) },
          { path: 'checkout/:id/return', element: page(CheckoutReturn) },
          { path: 'contact', element: page(Contact) },
          { path: 'dashboard', element: page(Dashboard) },
          { path: 'about', element: page(About) },
          { path: 'blog', element: page(BlogList) },
          { path: 'blog/:id', element: page(BlogPost) },
          { path: 'request-experience', element: page(RequestExperience) },
          { path: 'destinations/nairobi', element: page(InfoPage) },
          { path: 'destinations/amboseli', element: page(InfoPage) },
          { path: 'destinations/masai-mara', element: page(InfoPage) },
          { path: 'accommodations', element: page(InfoPage) },
          { path: 'team', element: page(InfoPage) },
          { path: 'gallery', element: page(Gallery) },
          { path: 'faqs', element: page(InfoPage) },
          { path: 'testimonials', element: page(InfoPage) },
          { path: 'responsible-travel', element: page(InfoPage) },
          { path: 'insurance', element: page(InfoPage) },
          { path: 'live-chat', element: page(InfoPage) },
          { path: 'privacy', element: page(InfoPage) },
          { path: 'terms', element: page(InfoPage) },
          { path: 'cookies', element: page(InfoPage) },
          { path: 'login', element: page(Login) },
          { path: 'register', element: page(Register) },
          { path: 'forgot-password', element: page(ForgotPassword) },
          { path: 'reset-password', element: page(ResetPassword) },
          { path: 'verify-email', element: page(VerifyEmail) },
          { path: 'unsubscribe', element: page(Unsubscribe) },
          { path: 'outbox', element: page(Outbox) },
          { path: '*', element: page(NotFound) },
        ],
      },
    ],
  },
];
