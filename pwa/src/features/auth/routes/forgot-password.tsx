import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ForgotPasswordInput } from '@safari/shared/auth';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../../components/form/form-field';
import { forgotPassword } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { useForm, zodCheck } from '../../../components/form/use-form';

const FORGOT_FIELDS = ['email'] as const;
const checkForgot = zodCheck<{ email: string }, ForgotPasswordInput, 'email'>(FORGOT_FIELDS, () => import('@safari/shared/auth').then((m) => m.forgotPasswordSchema));

/** `/forgot-password`: e-mails a link to choose a new password. */
export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [banner, setBanner] = useState('');
  const [sent, setSent] = useState('');
  const form = useForm({
    fields: FORGOT_FIELDS,
    values: { email },
    mode: 'submit',
    check: checkForgot,
    beforeSubmit: () => setBanner(''),
    send: async (input) => {
      try {
        setSent((await forgotPassword(input)).message);
      } catch (failure) {
        if (failure instanceof RequestFailedError && failure.fields.email) form.showErrors({ email: failure.fields.email });
        else setBanner(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
      }
    },
  });
  const busy = form.submitting;

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
          <Box component="form" {...form.props} sx={{ display: 'grid', gap: 2.25 }}>
            <TextInput label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} {...form.field('email')} />
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
              {busy ? 'Sending…' : 'Send Reset Link'}
            </Button>
          </Box>
        </>
      )}
    </AuthCard>
  );
}
