import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { RouteError } from '../components/ui/route-error';
import { RootLayout } from './root-layout';

// Every screen is its own chunk; only the shell (RootLayout) ships with the entry.
const Home = lazy(() => import('../features/home/routes/home'));
const TourDetails = lazy(() => import('../features/tours/routes/tour-details'));
const ComingSoon = lazy(() => import('../components/ui/coming-soon'));
const NotFound = lazy(() => import('../features/misc/routes/not-found'));
const AdminPlaceholder = lazy(() => import('../features/admin/routes/admin-placeholder'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return <Component />;
}

/** A route whose screen is built in a later issue. */
function soon(path: string, title: string, description?: string): RouteObject {
  return { path, element: <ComingSoon title={title} description={description} /> };
}

/** The route table of the public spec (section 2), the account screens and the admin area. */
export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    errorElement: <RouteError standalone />,
    element: <Suspense fallback={<PageLoader />}>{page(AdminPlaceholder)}</Suspense>,
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: page(Home) },
          soon('tours', 'Safari Tours', 'Search and filter every safari we run, from Masai Mara migrations to family trips.'),
          { path: 'tours/:id', element: page(TourDetails) },
          soon('booking', 'Book Your Safari'),
          soon('booking/:id', 'Book Your Safari'),
          soon('checkout/:id', 'Checkout'),
          soon('contact', 'Contact Us', 'Call, write or message us on WhatsApp: we respond within 24 hours.'),
          soon('dashboard', 'My Trips'),
          soon('about', 'About Us'),
          soon('blog', 'Travel Guides & Blog'),
          soon('blog/:id', 'Travel Guides & Blog'),
          soon('request-experience', 'Request a Custom Experience', 'Tell us how you dream of seeing East Africa and we will craft an itinerary around you.'),
          soon('destinations/nairobi', 'Nairobi'),
          soon('destinations/amboseli', 'Amboseli'),
          soon('destinations/masai-mara', 'Masai Mara'),
          soon('accommodations', 'Accommodations'),
          soon('team', 'Our Team'),
          soon('gallery', 'Gallery'),
          soon('faqs', 'FAQs'),
          soon('testimonials', 'Testimonials'),
          soon('responsible-travel', 'Responsible Travel'),
          soon('insurance', 'Travel Insurance'),
          soon('live-chat', 'Live Chat'),
          soon('privacy', 'Privacy Policy'),
          soon('terms', 'Terms & Conditions'),
          soon('cookies', 'Cookie Policy'),
          soon('login', 'Sign In'),
          soon('register', 'Create an Account'),
          soon('forgot-password', 'Reset Your Password'),
          { path: '*', element: page(NotFound) },
        ],
      },
    ],
  },
];
