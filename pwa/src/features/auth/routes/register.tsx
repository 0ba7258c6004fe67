import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { VERIFY_TOKEN_TTL_HOURS } from '@safari/shared/auth';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TextInput } from '../../../components/form/form-field';
import { register } from '../api/auth-api';
import { RequestFailedError } from '../../../lib/api-errors';
import { AuthCard, ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { checkWithConfirm, NewPasswordFields } from '../../../components/form/password-fields';
import { errorsFrom, useForm } from '../../../components/form/use-form';

const REGISTER_FIELDS = ['name', 'email', 'password', 'confirm'] as const;

/**
 * `/register`: sign up as a traveller. The answer is 'Check your e-mail' for any address (so the
 * form tells nobody who is registered); the e-mailed link creates the account and signs it in.
 */
export default function Register() {
  // The booking confirmation's offer brings the booking's name and e-mail (the booking joins the account once it is verified).
  const [params] = useSearchParams();
  const [values, setValues] = useState(() => ({ name: params.get('name') ?? '', email: params.get('email') ?? '', password: '', confirm: '' }));
  const [banner, setBanner] = useState('');
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const form = useForm({
    fields: REGISTER_FIELDS,
    values,
    mode: 'submit',
    check: async (next: typeof values) => {
      const { registerSchema } = await import('@safari/shared/auth');
      const checked = checkWithConfirm(registerSchema.safeParse({ name: next.name, email: next.email, password: next.password }), next.password, next.confirm);
      return checked.ok ? checked : { ok: false as const, errors: errorsFrom(REGISTER_FIELDS, Object.entries(checked.errors)) };
    },
    beforeSubmit: () => setBanner(''),
    send: async (input) => {
      try {
        setSent({ message: (await register(input)).message, email: input.email });
      } catch (error) {
        if (error instanceof RequestFailedError) {
          form.showErrors(errorsFrom(REGISTER_FIELDS, Object.entries(error.fields)), { focus: error.status === 400 });
          if (error.status !== 400) setBanner(error.message);
        } else setBanner('Something went wrong. Please try again.');
      }
    },
  });
  const busy = form.submitting;
  const { errors } = form;

  if (sent) {
    return (
      <AuthCard
        title="Check Your E-mail"
        footer={
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            Back to sign in
          </Link>
        }
      >
        <SuccessBanner>
          {sent.message} Open it from {sent.email} (look in the spam folder too) within {VERIFY_TOKEN_TTL_HOURS} hours.
        </SuccessBanner>
      </AuthCard>
    );
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
      <Box component="form" {...form.props} sx={{ display: 'grid', gap: 2.25 }}>
        <TextInput label="Full name" autoComplete="name" required value={values.name} onChange={set('name')} {...form.field('name')} />
        <TextInput label="Email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} {...form.field('email')} />
        <NewPasswordFields
          name="password"
          label="Password"
          confirmLabel="Confirm password"
          hint="At least 8 characters."
          password={values.password}
          confirm={values.confirm}
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
