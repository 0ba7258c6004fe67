import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { LoginInput } from '@safari/shared/auth';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { TextInput } from '../../../components/form/form-field';
import { login } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner } from '../../../components/ui/auth-card';
import { errorsFrom, useForm, zodCheck } from '../../../components/form/use-form';
import { safeNext } from '../lib/safe-next';
import { setSession } from '../../../lib/session';

const LOGIN_FIELDS = ['email', 'password'] as const;
const checkLogin = zodCheck<{ email: string; password: string }, LoginInput, (typeof LOGIN_FIELDS)[number]>(LOGIN_FIELDS, () =>
  import('@safari/shared/auth').then((m) => m.loginSchema),
);

/** `/login`: sign in with e-mail and password. */
export default function Login() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const [banner, setBanner] = useState('');
  const next = safeNext(params.get('next'));
  const form = useForm({
    fields: LOGIN_FIELDS,
    values,
    mode: 'submit',
    check: checkLogin,
    beforeSubmit: () => setBanner(''),
    send: async (input) => {
      try {
        setSession(await login(input));
        // The hearts saved on this phone join the account's wishlist; a failure here must not block signing in.
        await import('../../../lib/wishlist')
          .then((wishlist) => wishlist.syncWishlist())
          .catch((error: unknown) => console.error('Wishlist sync failed:', error));
        void navigate(next, { replace: true });
      } catch (error) {
        if (error instanceof RequestFailedError) {
          form.showErrors(errorsFrom(LOGIN_FIELDS, Object.entries(error.fields)), { focus: error.status === 400 });
          setBanner(error.status === 400 ? '' : error.message || 'Invalid credentials!');
        } else setBanner('Invalid credentials!');
      }
    },
  });
  const busy = form.submitting;

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to see your trips, pay for bookings and keep your wishlist on every device."
      footer={
        <>
          New to Pulse of the Wild?{' '}
          <Link component={RouterLink} to={`/register${params.get('next') ? `?next=${encodeURIComponent(next)}` : ''}`} sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </>
      }
    >
      {banner && <ErrorBanner message={banner} />}
      <Box component="form" {...form.props} sx={{ display: 'grid', gap: 2.25 }}>
        <TextInput label="Email" type="email" autoComplete="email" required value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} {...form.field('email')} />
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
          {...form.field('password')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
          <Link component={RouterLink} to="/forgot-password" sx={{ fontSize: 14, fontWeight: 600 }}>
            Forgot Password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
      </Box>
    </AuthCard>
  );
}
