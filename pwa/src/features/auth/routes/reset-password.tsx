import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { resetPassword } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { checkWithConfirm, NewPasswordFields } from '../../../components/form/password-fields';

/** `/reset-password?token=…`: the page of the e-mailed link; sets a new password. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBanner('');
    const { resetPasswordSchema } = await import('@safari/shared/auth');
    const checked = checkWithConfirm(resetPasswordSchema.safeParse({ token, password: form.password }), form.password, form.confirm);
    if (!checked.ok) {
      if (checked.errors.token) setBanner(checked.errors.token);
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setDone((await resetPassword(checked.data)).message);
    } catch (error) {
      if (error instanceof RequestFailedError) {
        setErrors(error.fields);
        setBanner(error.fields.token ?? (error.status === 400 ? '' : error.message));
      } else setBanner('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a New Password" subtitle={done ? undefined : 'Pick a password of at least 8 characters.'}>
      {done ? (
        <>
          <SuccessBanner>{done}</SuccessBanner>
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth sx={{ minHeight: 48 }}>
            Sign In
          </Button>
        </>
      ) : (
        <>
          {banner && (
            <>
              <ErrorBanner message={banner} />
              {errors.token && (
                <Box sx={{ mt: -1, mb: 2.5 }}>
                  <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 600 }}>
                    Ask for a new link
                  </Link>
                </Box>
              )}
            </>
          )}
          <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2.25 }}>
            <NewPasswordFields
              name="password"
              label="New password"
              confirmLabel="Confirm new password"
              password={form.password}
              confirm={form.confirm}
              onPasswordChange={(e) => setForm({ ...form, password: e.target.value })}
              onConfirmChange={(e) => setForm({ ...form, confirm: e.target.value })}
              errors={errors}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
              {busy ? 'Saving…' : 'Save New Password'}
            </Button>
          </Box>
        </>
      )}
    </AuthCard>
  );
}
