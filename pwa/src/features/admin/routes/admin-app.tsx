/**
 * The staff console: its theme and its route table, under app/routes.tsx's `/admin/*`. The table is
 * read with `useRoutes`, as the app's own is (a descendant <Routes> would put react-router code only
 * the console uses into the shared first-load chunk), and stays out of the table every public page
 * matches while it starts.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { canAccessSection, staffHomeSection, type StaffSection } from '@safari/shared/staff';
import { createContext, lazy, Suspense, useContext, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { registerServiceWorker } from '../../../components/pwa/service-worker';
import { PageLoader } from '../../../components/ui/page-loader';
import { AdminShell } from '../components/admin-shell';
import { SectionRefused } from '../components/section-refused';
import { createAdminTheme } from '../lib/admin-theme';
import { useDarkMode } from '../lib/dark-mode';
import { wasLoggedOut, loginPath, sectionPath, useStaffSession } from '../lib/staff-session';

// Each section is its own chunk: the charts load with the overview only, Slate with the blog editor only.
const Login = lazy(() => import('./admin-login'));
const Overview = lazy(() => import('../overview/overview'));
const ToursPage = lazy(() => import('../tours/tours-page'));
const BlogsPage = lazy(() => import('../blog/blogs-page'));
const BookingsPage = lazy(() => import('../bookings/bookings-page'));
const ReconciliationPage = lazy(() => import('../reconciliation/reconciliation-page'));
const UsersPage = lazy(() => import('../users/users-page'));
const EnquiriesPage = lazy(() => import('../enquiries/enquiries-page'));
const ReviewsPage = lazy(() => import('../reviews/reviews-page'));
const MailPage = lazy(() => import('../mail/mail-page'));
const PartnersPage = lazy(() => import('../partners/partners-page'));
const SettingsPage = lazy(() => import('../settings/settings-page'));
const AuditPage = lazy(() => import('../audit/audit-page'));
const ProfilePage = lazy(() => import('../profile/profile-page'));
const DeparturesPage = lazy(() => import('../departures/departures-page'));
const DeparturePage = lazy(() => import('../departures/departure-page'));
const ManifestPage = lazy(() => import('../departures/manifest-page'));
const FleetPage = lazy(() => import('../fleet/fleet-page'));

const PAGES: Partial<Record<StaffSection, typeof Overview>> = {
  overview: Overview,
  tours: ToursPage,
  bookings: BookingsPage,
  reconciliation: ReconciliationPage,
  users: UsersPage,
  blogs: BlogsPage,
  enquiries: EnquiriesPage,
  reviews: ReviewsPage,
  mail: MailPage,
  partners: PartnersPage,
  settings: SettingsPage,
  audit: AuditPage,
  profile: ProfilePage,
};

/** Screens of their own under a section's permission (departures and the fleet: the bookings section's). */
const SUB_PAGES = { departures: DeparturesPage, departure: DeparturePage, manifest: ManifestPage, fleet: FleetPage };
export type AdminSubPage = keyof typeof SUB_PAGES;

const DarkModeContext = createContext<{ dark: boolean; toggle: () => void }>({ dark: false, toggle: () => undefined });

/** The console's pages under `/admin`: sign-in, and the sections behind StaffArea's check. */
const ADMIN_ROUTES: RouteObject[] = [
  { path: 'login', element: <Login /> },
  {
    element: <StaffArea />,
    children: [
      { index: true, element: <AdminSection section="overview" /> },
      ...(Object.keys(PAGES) as StaffSection[]).filter((section) => section !== 'overview').map((section) => ({ path: section, element: <AdminSection section={section} /> })),
      { path: 'departures', element: <AdminSection section="bookings" page="departures" /> },
      { path: 'departures/:id', element: <AdminSection section="bookings" page="departure" /> },
      { path: 'departures/:id/manifest', element: <AdminSection section="bookings" page="manifest" /> },
      { path: 'fleet', element: <AdminSection section="bookings" page="fleet" /> },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];

/** `/admin/*`: the console's own light or dark theme around its pages. */
export default function AdminRoot() {
  const pages = useRoutes(ADMIN_ROUTES);
  const [dark, toggle] = useDarkMode();
  // A tablet that only ever opens the console gets the service worker too: reloaded offline, a
  // console page is then our own 'needs a connection' page, not the browser's. An update waits for
  // the public site's prompt (the console's pages and code never come from the worker's cache).
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    registerServiceWorker(() => undefined).catch((error: unknown) => console.error('Service worker registration failed:', error));
  }, []);
  const theme = useMemo(() => createAdminTheme(dark), [dark]);
  const mode = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DarkModeContext value={mode}>
        <Suspense fallback={<PageLoader />}>{pages}</Suspense>
      </DarkModeContext>
    </ThemeProvider>
  );
}

/** Denies by default: signed-out visitors go to the sign-in page (and come back), staff only see their sections. */
function StaffArea() {
  const session = useStaffSession();
  const { dark, toggle } = useContext(DarkModeContext);
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={wasLoggedOut() ? '/admin/login' : loginPath(`${pathname}${search}`)} replace />;
  return <AdminShell user={session.user} dark={dark} onToggleDark={toggle} />;
}

/** One section's page (or `page`, a screen under its permission), for the roles that may use it; others go to their first section. */
function AdminSection({ section, page }: { section: StaffSection; page?: AdminSubPage }) {
  const session = useStaffSession();
  if (!session) return null;
  const Page = page ? SUB_PAGES[page] : PAGES[section];
  if (!Page || !canAccessSection(session.user.role, section)) {
    const home = staffHomeSection(session.user.role);
    // A section the role may not use says so; the console's home and unknown pages go to the staff member's first section.
    if (Page && home && section !== 'overview') return <SectionRefused section={section} role={session.user.role} home={home} />;
    return <Navigate to={home ? sectionPath(home) : '/admin/login'} replace />;
  }
  return <Page />;
}
