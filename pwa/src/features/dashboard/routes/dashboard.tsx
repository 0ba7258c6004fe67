import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { brand } from '../../../lib/theme';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { resendVerification } from '../api/account-api';
import { signInPath, signOut, useSession, type Session } from '../../../lib/session';
import { PageLoader } from '../../../components/ui/page-loader';
import { clearDeviceWishlist, syncWishlist } from '../../../lib/wishlist';
import { useProfile } from '../api/account-api';
import { forgetTrips } from '../api/trip-api';
import { BookingsPanel } from '../components/bookings-panel';

const TABS = [
  { id: 'bookings', label: 'Bookings', icon: <LuggageOutlinedIcon aria-hidden="true" /> },
  { id: 'wishlist', label: 'Wishlist', icon: <FavoriteBorderIcon aria-hidden="true" /> },
  { id: 'account', label: 'Account Settings', icon: <ManageAccountsOutlinedIcon aria-hidden="true" /> },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** A 401 from the API: the token was revoked (password changed elsewhere, account disabled). */
function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && (error as { response?: { status?: unknown } }).response?.status === 401;
}

function VerifyNotice({ session, welcome }: { session: Session; welcome: boolean }) {
  const { data, error } = useProfile(session.user.id);
  const [sent, setSent] = useState('');
  useEffect(() => {
    // The session no longer holds: end it here too, which leads to the sign-in page.
    if (isUnauthorized(error)) signOut();
  }, [error]);
  if (!data || data.emailVerified) return null;
  return (
    <Box role="status" sx={{ mb: 3, p: 2, borderRadius: 3, bgcolor: '#FFF7E6', border: '1px solid #F0D9A8', display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography sx={{ fontSize: 15, lineHeight: 1.5, color: '#5C3D0A', flex: '1 1 280px' }}>
        {welcome ? 'Welcome aboard! ' : ''}
        {sent || `Please confirm your e-mail with the link we sent to ${data.email}. Bookings you made earlier with it then appear here.`}
      </Typography>
      {!sent && (
        <Button
          variant="outlined"
          size="small"
          sx={{ borderColor: '#8A5A12', color: '#5C3D0A', minHeight: 40 }}
          onClick={() => void resendVerification().then((answer) => setSent(answer.message), (error: unknown) => setSent(error instanceof Error ? error.message : ''))}
        >
          Send the link again
        </Button>
      )}
    </Box>
  );
}

// The first tab (bookings) comes with the route; the wishlist (tour cards) and the account forms load when opened.
const WishlistPanel = lazy(() => import('../components/wishlist-panel').then((module) => ({ default: module.WishlistPanel })));
const AccountSettings = lazy(() => import('../components/account-settings').then((module) => ({ default: module.AccountSettings })));

function Panel({ tab, session }: { tab: TabId; session: Session }): ReactNode {
  if (tab === 'bookings') return <BookingsPanel userId={session.user.id} />;
  return <Suspense fallback={<PageLoader />}>{tab === 'wishlist' ? <WishlistPanel /> : <AccountSettings session={session} />}</Suspense>;
}

/** `/dashboard` (My Trips): the signed-in traveller's bookings, wishlist and account settings. */
export default function Dashboard() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle('My Trips');
  const tab: TabId = TABS.find((item) => item.id === params.get('tab'))?.id ?? 'bookings';
  const signedIn = session !== null;
  // Signing out here goes home, not to the sign-in page that a signed-out visit of /dashboard gets.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    // Hearts tapped on another device (or here while signed out) meet here.
    if (signedIn) void syncWishlist().catch((error: unknown) => console.error('Wishlist sync failed:', error));
  }, [signedIn]);

  if (!session) return leaving ? null : <Navigate to={signInPath('/dashboard')} replace />;

  async function onSignOut() {
    setLeaving(true);
    await clearDeviceWishlist().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['account'] });
    forgetTrips();
    signOut();
    void navigate('/', { replace: true });
  }

  const firstName = session.user.name.split(/\s+/)[0] || session.user.name;
  const current = TABS.find((item) => item.id === tab) ?? TABS[0];

  return (
    <Box sx={{ bgcolor: brand.sand, minHeight: '70vh', pb: { xs: 6, md: 10 } }}>
      <Box sx={{ background: `linear-gradient(135deg, ${brand.green} 0%, ${brand.greenLight} 100%)`, color: '#FFFFFF', py: { xs: 3.5, md: 5 } }}>
        <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" component="p" sx={{ color: brand.goldLight, letterSpacing: '0.14em' }}>
              My Trips
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, color: '#FFFFFF' }}>
              Jambo, {firstName}
            </Typography>
            <Typography sx={{ mt: 0.5, opacity: 0.85, overflowWrap: 'anywhere' }}>{session.user.email}</Typography>
          </Box>
          <Button
            onClick={() => void onSignOut()}
            variant="outlined"
            startIcon={<LogoutIcon aria-hidden="true" />}
            sx={{ color: '#FFFFFF', borderColor: 'rgba(255,255,255,0.6)', minHeight: 44, '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.08)' } }}
          >
            Sign Out
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: 2.5, md: 4 }, display: 'grid', gap: { xs: 2.5, md: 4 }, gridTemplateColumns: { md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box component="nav" aria-label="Dashboard sections" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: { xs: 0.5, md: 1 },
              listStyle: 'none',
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              gap: 0.5,
              bgcolor: '#FFFFFF',
              borderRadius: 3,
              border: '1px solid rgba(30,36,32,0.1)',
              overflowX: 'auto',
            }}
          >
            {TABS.map((item) => {
              const active = item.id === tab;
              return (
                <Box component="li" key={item.id} sx={{ flex: { xs: '1 0 auto', md: 'none' } }}>
                  <Box
                    component="button"
                    type="button"
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setParams(item.id === 'bookings' ? {} : { tab: item.id }, { replace: true })}
                    sx={{
                      width: '100%',
                      minHeight: 44,
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: { xs: 'center', md: 'flex-start' },
                      gap: 1.25,
                      px: { xs: 1.25, md: 2 },
                      border: 0,
                      borderRadius: 2,
                      cursor: 'pointer',
                      font: 'inherit',
                      fontSize: { xs: 14, md: 15 },
                      fontWeight: active ? 700 : 500,
                      whiteSpace: 'nowrap',
                      color: active ? '#FFFFFF' : 'text.primary',
                      bgcolor: active ? brand.green : 'transparent',
                      '& svg': { fontSize: 20, display: { xs: 'none', sm: 'block' } },
                      '&:hover': { bgcolor: active ? brand.green : 'rgba(27,67,50,0.07)' },
                      '&:focus-visible': { outline: `3px solid ${brand.gold}`, outlineOffset: 2 },
                    }}
                  >
                    {item.icon}
                    {item.label}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
        <Box component="section" sx={{ minWidth: 0 }} aria-labelledby="dashboard-panel-title">
          <VerifyNotice session={session} welcome={params.get('welcome') === '1'} />
          <Typography id="dashboard-panel-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2.5, color: brand.green }}>
            {current.label === 'Bookings' ? 'My Bookings' : current.label === 'Wishlist' ? 'My Wishlist' : 'Account Settings'}
          </Typography>
          <Panel tab={tab} session={session} />
        </Box>
      </Container>
    </Box>
  );
}
