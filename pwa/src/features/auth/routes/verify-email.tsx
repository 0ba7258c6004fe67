import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { verifyEmail } from '../api/auth-api';
import { AuthCard, ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { setSession, useSession } from '../../../lib/session';

/**
 * One call per token: a link is single-use, and React may run the effect twice. A sign-up's link
 * answers the new account's session: it is kept, and the saved safaris go with it.
 */
const attempts = new Map<string, ReturnType<typeof verifyEmail>>();
const verifyOnce = (token: string) => {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(async (result) => {
      if (result.session) {
        setSession(result.session);
        await import('../../../lib/wishlist')
          .then((wishlist) => wishlist.syncWishlist())
          .catch((error: unknown) => console.error('Wishlist sync failed:', error));
      }
      return result;
    });
    attempts.set(token, attempt);
  }
  return attempt;
};

type State = { kind: 'checking' } | { kind: 'done'; message: string; linked: number } | { kind: 'failed'; message: string };

/** `/verify-email?token=…`: the page of the e-mailed verification link. */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    let cancelled = false;
    verifyOnce(token).then(
      (result) => !cancelled && setState({ kind: 'done', message: result.message, linked: result.linkedBookings }),
      (error: unknown) => !cancelled && setState({ kind: 'failed', message: error instanceof Error ? error.message : 'This verification link is invalid or has expired.' }),
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <AuthCard title="Verify Your E-mail">
      {state.kind === 'checking' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <CircularProgress size={22} aria-hidden="true" /> Checking your link…
        </Box>
      )}
      {state.kind === 'done' && (
        <SuccessBanner>
          {state.message}
          {state.linked > 0 && ` ${state.linked === 1 ? 'One earlier booking' : `${state.linked} earlier bookings`} made with this e-mail ${state.linked === 1 ? 'is' : 'are'} now in My Trips.`}
        </SuccessBanner>
      )}
      {state.kind === 'failed' && <ErrorBanner message={state.message} />}
      {state.kind !== 'checking' && (
        <Button component={RouterLink} to={session ? '/dashboard' : '/login?next=%2Fdashboard'} variant="contained" size="large" fullWidth sx={{ minHeight: 48 }}>
          {session ? 'Go to My Trips' : 'Sign In'}
        </Button>
      )}
    </AuthCard>
  );
}
