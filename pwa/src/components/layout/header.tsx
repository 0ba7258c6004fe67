import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brand } from '../../lib/theme';
import { BrandLogo } from '../brand/brand-logo';
// Catches the browser's install offer before any lazy code has loaded.
import { getInstallState, subscribeInstall } from '../pwa/install-events';
import { AccountEntry } from './account-entry';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch } from './header-search';
import { REQUEST_QUOTE } from './nav-links';
import { TopBar } from './top-bar';
import { useAfterLoad } from '../../hooks/use-after-load';
import { useStoreWanted } from '../../offline/live';

// The phone menu's panel is drawn only once it is opened: its code loads after load (or on the first tap).
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
/** The drawer's code loads when the visitor reaches for the menu button, not with the page. */
const warmMobileMenu = () => void loadMobileMenu().catch(() => undefined);
// Offline status, outbox count, install offer and the outbox replay: after the first paint, once
// they can have something to show. A load that fails (offline, with no service worker to serve the
// file) leaves them out instead of breaking the header.
const PwaHeaderExtras = lazy<ComponentType>(() =>
  import('../pwa/pwa-header-extras').catch((error: unknown) => {
    console.warn('The offline indicator could not be loaded:', error);
    return { default: () => null };
  }),
);

/** Height of the top bar; the header sticks with the top bar scrolled away. */
const TOP_BAR_HEIGHT = 34;

interface HeaderProps {
  /** The phone-only Book button: opens the quick-booking dialog owned by the app shell. */
  onBook: () => void;
  /** Warm up whatever onBook needs (the dialog's code) before the tap lands. */
  onBookIntent?: () => void;
}

export function Header({ onBook, onBookIntent }: HeaderProps) {
  /** The address the phone menu was opened at; null while it is closed. */
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt !== null;
  const closeMenu = () => setMenuOpenAt(null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // After load and idle, and once offline use has begun (offline/live.ts: a service worker, an
  // existing database, a submission) or the browser offers to install: before that there is no
  // outbox to show or replay, and the page cannot open offline.
  const afterLoad = useAfterLoad();
  const storeWanted = useStoreWanted();
  const installOffer = useSyncExternalStore(subscribeInstall, () => getInstallState().offer !== null, () => false);
  const extras = afterLoad && (storeWanted || installOffer);

  // Any navigation closes the phone menu (links inside it also close it right away), except the one
  // to the address it was opened at: the router draws a new screen once its code has loaded, after
  // the address changed, and a menu opened meanwhile belongs to that screen.
  const here = `${pathname}${search}`;
  const [lastLocation, setLastLocation] = useState(here);
  if (lastLocation !== here) {
    setLastLocation(here);
    if (menuOpen && here !== menuOpenAt) closeMenu();
  }

  // The drawer is for phones only: close it when the window grows past the breakpoint.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(min-width: 900px)');
    const onChange = () => {
      if (query.matches) setMenuOpenAt(null);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: -TOP_BAR_HEIGHT,
        zIndex: 'appBar',
        '@media print': { position: 'static' },
      }}
    >
      <TopBar />
      <Box
        sx={{
          bgcolor: 'rgba(255,255,255,0.92)',
          backdropFilter: 'saturate(180%) blur(12px)',
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: '0 1px 12px rgba(30,36,32,0.06)',
        }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 1.5, lg: 2 }, minHeight: { xs: 64, md: 72 } }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label="Pulse of the Wild Safaris, home"
            sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1, mr: { md: 1, lg: 2 }, flexShrink: 0 }}
          >
            <BrandLogo />
          </Box>
          <DesktopNav />
          <Box sx={{ flex: 1 }} />
          {extras && (
            <Suspense fallback={null}>
              <PwaHeaderExtras />
            </Suspense>
          )}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <HeaderSearch />
          </Box>
          <AccountEntry />
          <Button
            href={REQUEST_QUOTE.to}
            variant="contained"
            color="secondary"
            sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0, boxShadow: '0 4px 14px rgba(217,164,65,0.35)' }}
          >
            {REQUEST_QUOTE.label}
          </Button>
          <Button
            variant="contained"
            size="small"
            onClick={onBook}
            onPointerEnter={onBookIntent}
            onFocus={onBookIntent}
            aria-haspopup="dialog"
            sx={{ display: { xs: 'inline-flex', md: 'none' }, minHeight: 40, px: 2.25 }}
          >
            Book
          </Button>
          <IconButton
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            ref={menuButton}
            onPointerEnter={warmMobileMenu}
            onPointerDown={warmMobileMenu}
            onFocus={warmMobileMenu}
            onClick={() => setMenuOpenAt((openAt) => (openAt === null ? `${window.location.pathname}${window.location.search}` : null))}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: brand.green, mr: -1 }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Container>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu
              id={menuId}
              open={menuOpen}
              onClose={() => {
                closeMenu();
                menuButton.current?.focus();
              }}
            />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
