import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Header } from '../components/layout/header';
import { AfterHydration } from '../hooks/use-hydrated';
import { PageLoader } from '../components/ui/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { useAfterLoad } from '../hooks/use-after-load';
import { ChatSlot } from '../features/chat/components/chat-slot';

// The footer sits below the fold on every page: it loads right after the page, not before it.
const SiteFooter = lazy(() => import('./site-footer'));
const loadQuickBooking = () => import('../features/booking/components/quick-booking-dialog');
const QuickBookingDialog = lazy(loadQuickBooking);
// The update prompt needs the service-worker client; it is not part of the first paint.
const UpdatePrompt = lazy(() => import('../components/pwa/update-prompt'));

/** The public shell: skip link, sticky header, the page, the footer. */
export function RootLayout() {
  const [bookingOpen, setBookingOpen] = useState(false);
  const [bookingRequested, setBookingRequested] = useState(false);
  // The service-worker client (workbox-window) is not part of the first paint: after load and idle.
  const afterLoad = useAfterLoad();
  // Without service workers (old browsers, tests) there is nothing to update.
  const showUpdatePrompt = afterLoad && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  // After a client-side navigation, move focus to the new page so screen readers announce it.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

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
      {/* The chat floats over every public page: its button at once, its code after load or on the first tap. */}
      <AfterHydration>
        <ChatSlot />
      </AfterHydration>
      {showUpdatePrompt && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </Box>
  );
}
