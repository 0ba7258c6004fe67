import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../components/layout/header';
import { PageLoader } from '../components/ui/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { useAfterLoad } from '../hooks/use-after-load';
import { useCleanSearch } from '../hooks/use-clean-search';
import { ChatSlot } from '../features/chat/components/chat-slot';
// A few hundred bytes: part of the shell rather than a file of its own fetched after load.
import { registerServiceWorker } from '../components/pwa/service-worker';
import { wantStore } from '../offline/live';
import { approachGate } from '../components/ui/approach-gate';
import { ScrollRestoration } from './scroll-restoration';

// The footer is part of the server's HTML (its links, the office's contacts, the newsletter work
// before the app starts); its code is a chunk of its own, fetched once the footer comes near or the
// visitor interacts (approach-gate.ts), and it hydrates when that has arrived. Until then React keeps
// the server's footer as it is.
const footerGate = approachGate(`#${MAIN_CONTENT_ID} ~ footer`);
const SiteFooter = lazy(() => footerGate.wanted().then(() => import('./site-footer')));
/**
 * One element for every render: the layout's own renders (the booking dialog, a navigation) are no
 * update to the footer, so one that has not hydrated yet keeps its server HTML instead of being
 * thrown away for the fallback.
 */
const FOOTER = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);
const loadQuickBooking = () => import('../features/booking/components/quick-booking-dialog');
const QuickBookingDialog = lazy(loadQuickBooking);
// The update prompt's code loads only when a new version waits (components/pwa/service-worker.ts).
const UpdatePrompt = lazy(() => import('../components/pwa/update-prompt'));

interface WaitingUpdate {
  registration: ServiceWorkerRegistration;
  /** Each new waiting version asks again, even after a 'Later'. */
  round: number;
}

/** The public shell: skip link, sticky header, the page, the footer. */
export function RootLayout() {
  const [bookingOpen, setBookingOpen] = useState(false);
  const [bookingRequested, setBookingRequested] = useState(false);
  // The service worker registers after load and idle: it is not part of the first paint.
  const afterLoad = useAfterLoad();
  const [update, setUpdate] = useState<WaitingUpdate | null>(null);
  useEffect(() => {
    // Without service workers (old browsers, blocked in tests) there is nothing to register or update.
    if (!afterLoad || !('serviceWorker' in navigator)) return;
    registerServiceWorker((registration) => setUpdate((last) => ({ registration, round: (last?.round ?? 0) + 1 }))).catch((error: unknown) =>
      console.error('Service worker registration failed:', error),
    );
  }, [afterLoad]);
  useCleanSearch();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // A navigation reaches the footer's boundary in this same render: its code is wanted now, or the
  // new screen would wait for the visitor to scroll.
  const [landingPath] = useState(pathname);
  if (pathname !== landingPath) footerGate.open();

  // After a client-side navigation, move focus to the new page so screen readers announce it. The
  // next screens read their data through the offline store: it is wanted from now on.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    wantStore();
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
      {FOOTER}
      <ScrollRestoration />
      {bookingRequested && (
        <Suspense fallback={null}>
          <QuickBookingDialog open={bookingOpen} onClose={() => setBookingOpen(false)} />
        </Suspense>
      )}
      {/* The chat floats over every public page: its button once the page is live, its code on the first tap. */}
      <ChatSlot />
      {update && (
        <Suspense fallback={null}>
          <UpdatePrompt key={update.round} registration={update.registration} />
        </Suspense>
      )}
    </Box>
  );
}
