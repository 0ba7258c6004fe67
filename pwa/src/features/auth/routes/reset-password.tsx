import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { resetPassword } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { checkWithConfirm, NewPasswordFields } from '../../../components/form/password-fields';
import { errorsFrom, useForm } from '../../../components/form/use-form';

const RESET_FIELDS = ['token', 'password', 'confirm'] as const;

/** `/reset-password?token=…`: the page of the e-mailed link; sets a new password. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [banner, setBanner] = useState('');
  const [done, setDone] = useState('');
  const form = useForm({
    fields: RESET_FIELDS,
    values,
    mode: 'submit',
    check: async (next: typeof values) => {
      const { resetPasswordSchema } = await import('@safari/shared/auth');
      const checked = checkWithConfirm(resetPasswordSchema.safeParse({ token, password: next.password }), next.password, next.confirm);
      if (!checked.ok && checked.errors.token) setBanner(checked.errors.token);
      return checked.ok ? checked : { ok: false as const, errors: errorsFrom(RESET_FIELDS, Object.entries(checked.errors)) };
    },
    beforeSubmit: () => setBanner(''),
    send: async (input) => {
      try {
        setDone((await resetPassword(input)).message);
      } catch (error) {
        if (error instanceof RequestFailedError) {
          form.showErrors(errorsFrom(RESET_FIELDS, Object.entries(error.fields)), { focus: error.status === 400 });
          setBanner(error.fields.token ?? (error.status === 400 ? '' : error.message));
        } else setBanner('Something went wrong. Please try again.');
      }
    },
  });
  const busy = form.submitting;
  const { errors } = form;

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
          <Box component="form" {...form.props} sx={{ display: 'grid', gap: 2.25 }}>
            <NewPasswordFields
              name="password"
              label="New password"
              confirmLabel="Confirm new password"
              password={values.password}
              confirm={values.confirm}
              onPasswordChange={(e) => setValues({ ...values, password: e.target.value })}
              onConfirmChange={(e) => setValues({ ...values, confirm: e.target.value })}
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
