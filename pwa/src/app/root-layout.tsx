import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Header } from '../components/layout/header';
import { AfterHydration } from '../hooks/use-hydrated';
import { PageLoader } from '../components/ui/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';

// The footer sits below the fold on every page: it loads right after the page, not before it.
const SiteFooter = lazy(() => import('./site-footer'));
const loadQuickBooking = () => import('../features/booking/components/quick-booking-dialog');
const QuickBookingDialog = lazy(loadQuickBooking);
// The update prompt needs the service-worker client; it is not part of the first paint.
const UpdatePrompt = lazy(() => import('../components/pwa/update-prompt'));
// The chat widget floats over every public page; its code loads beside the page, not before it.
const ChatWidget = lazy(() => import('../features/chat/components/chat-widget'));

/** The public shell: skip link, sticky header, the page, the footer. */
export function RootLayout() {
  const [bookingOpen, setBookingOpen] = useState(false);
  const [bookingRequested, setBookingRequested] = useState(false);
  const [showUpdatePrompt, setShowUpdatePrompt] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  // After a client-side navigation, move focus to the new page so screen readers announce it.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    // Without service workers (old browsers, tests) there is nothing to update.
    if (!('serviceWorker' in navigator)) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => setShowUpdatePrompt(true));
  }, []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header
        onBook={() => {
          setBookingRequested(true);
          setBookingOpen(true);
        }}
        onBookIntent={() => void loadQuickBooking()}
      />
      <Box component="main" id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* The footer and the chat are not part of the server's HTML: they arrive after hydration. */}
      <AfterHydration>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </AfterHydration>
      <ScrollRestoration />
      {bookingRequested && (
        <Suspense fallback={null}>
          <QuickBookingDialog open={bookingOpen} onClose={() => setBookingOpen(false)} />
        </Suspense>
      )}
      <AfterHydration>
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      </AfterHydration>
      {showUpdatePrompt && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </Box>
  );
}
