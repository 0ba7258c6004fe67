import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { canAccessSection, staffHomeSection, type StaffSection } from '@safari/shared/staff';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { AdminShell } from '../components/admin-shell';
import { createAdminTheme } from '../lib/admin-theme';
import { useDarkMode } from '../lib/dark-mode';
import { wasLoggedOut, loginPath, sectionPath, useStaffSession } from '../lib/staff-session';

// Each section is its own chunk: the charts load with the overview only, Slate with the blog editor only.
const AdminLogin = lazy(() => import('./admin-login'));
const Overview = lazy(() => import('../overview/overview'));
const ToursPage = lazy(() => import('../tours/tours-page'));
const BlogsPage = lazy(() => import('../blog/blogs-page'));

/** Denies by default: signed-out visitors go to the sign-in page (and come back), staff only see their sections. */
function StaffArea({ dark, onToggleDark }: { dark: boolean; onToggleDark: () => void }) {
  const session = useStaffSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={wasLoggedOut() ? '/admin/login' : loginPath(`${pathname}${search}`)} replace />;
  return <AdminShell user={session.user} dark={dark} onToggleDark={onToggleDark} />;
}

function Section({ section, children }: { section: StaffSection; children: ReactNode }) {
  const session = useStaffSession();
  if (!session) return null;
  if (!canAccessSection(session.user.role, section)) {
    const home = staffHomeSection(session.user.role);
    return <Navigate to={home ? sectionPath(home) : '/admin/login'} replace />;
  }
  return <>{children}</>;
}

/** `/admin/*`: the staff console, with its own light or dark theme. */
export default function AdminApp() {
  const [dark, toggleDark] = useDarkMode();
  const theme = useMemo(() => createAdminTheme(dark), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path="login" element={<AdminLogin />} />
          <Route element={<StaffArea dark={dark} onToggleDark={toggleDark} />}>
            <Route
              index
              element={
                <Section section="overview">
                  <Overview />
                </Section>
              }
            />
            <Route
              path="tours"
              element={
                <Section section="tours">
                  <ToursPage />
                </Section>
              }
            />
            <Route
              path="blogs"
              element={
                <Section section="blogs">
                  <BlogsPage />
                </Section>
              }
            />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </ThemeProvider>
  );
}
