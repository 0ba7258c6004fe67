import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { TextInput } from '../../../components/form/form-field';
import { syncWishlist } from '../../../lib/wishlist';
import { login } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner } from '../../../components/ui/auth-card';
import { fieldErrors } from '../../../components/form/form-errors';
import { safeNext } from '../lib/safe-next';
import { setSession } from '../../../lib/session';

/** `/login`: sign in with e-mail and password. */
export default function Login() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const [busy, setBusy] = useState(false);
  const next = safeNext(params.get('next'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBanner('');
    const { loginSchema } = await import('@safari/shared/auth');
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setSession(await login(parsed.data));
      // The hearts saved on this phone join the account's wishlist; a failure here must not block signing in.
      await syncWishlist().catch((error: unknown) => console.error('Wishlist sync failed:', error));
      void navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof RequestFailedError) {
        setErrors(error.fields);
        setBanner(error.status === 400 ? '' : error.message || 'Invalid credentials!');
      } else setBanner('Invalid credentials!');
    } finally {
      setBusy(false);
    }
  }

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
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2.25 }}>
        <TextInput label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextInput
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
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
