import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../../components/form/form-field';
import { forgotPassword } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { fieldErrors } from '../../../components/form/form-errors';

/** `/forgot-password`: e-mails a link to choose a new password. */
export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [banner, setBanner] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBanner('');
    const { forgotPasswordSchema } = await import('@safari/shared/auth');
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email ?? '');
      return;
    }
    setError('');
    setBusy(true);
    try {
      setSent((await forgotPassword(parsed.data)).message);
    } catch (failure) {
      if (failure instanceof RequestFailedError && failure.fields.email) setError(failure.fields.email);
      else setBanner(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset Your Password"
      subtitle={sent ? undefined : 'Enter the e-mail of your account and we will send you a link to choose a new password.'}
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <SuccessBanner>
          {sent} Check your inbox (and the spam folder); the link works for 60 minutes.
        </SuccessBanner>
      ) : (
        <>
          {banner && <ErrorBanner message={banner} />}
          <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2.25 }}>
            <TextInput label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
              {busy ? 'Sending…' : 'Send Reset Link'}
            </Button>
          </Box>
        </>
      )}
    </AuthCard>
  );
}
