import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { TextInput } from '../../../components/form/form-field';
import { syncWishlist } from '../../../lib/wishlist';
import { register } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner } from '../../../components/ui/auth-card';
import { checkWithConfirm, NewPasswordFields } from '../../../components/form/password-fields';
import { setSession } from '../../../lib/session';
import { safeNext } from '../lib/safe-next';

/** `/register`: create a traveller account (signed in at once; a link verifies the e-mail). */
export default function Register() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBanner('');
    const { registerSchema } = await import('@safari/shared/auth');
    const checked = checkWithConfirm(registerSchema.safeParse({ name: form.name, email: form.email, password: form.password }), form.password, form.confirm);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setSession(await register(checked.data));
      await syncWishlist().catch((error: unknown) => console.error('Wishlist sync failed:', error));
      void navigate(params.get('next') ? safeNext(params.get('next')) : '/dashboard?welcome=1', { replace: true });
    } catch (error) {
      if (error instanceof RequestFailedError) {
        setErrors(error.fields);
        if (error.status !== 400) setBanner(error.message);
      } else setBanner('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create an Account"
      subtitle="Keep your bookings, payments and saved safaris in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </>
      }
    >
      {banner && <ErrorBanner message={banner} />}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2.25 }}>
        <TextInput label="Full name" name="name" autoComplete="name" required value={form.name} onChange={set('name')} error={errors.name} />
        <TextInput label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
        <NewPasswordFields
          name="password"
          label="Password"
          confirmLabel="Confirm password"
          hint="At least 8 characters."
          password={form.password}
          confirm={form.confirm}
          onPasswordChange={set('password')}
          onConfirmChange={set('confirm')}
          errors={errors}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48, mt: 0.5 }}>
          {busy ? 'Creating your account…' : 'Create Account'}
        </Button>
      </Box>
    </AuthCard>
  );
}
