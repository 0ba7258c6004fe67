import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@safari/shared/account';
import { useState, type ReactNode } from 'react';
import { TextInput } from '../../../components/form/form-field';
import { RequestFailedError } from '../../../lib/api-errors';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { errorsFrom, useForm, zodCheck } from '../../../components/form/use-form';
import { checkWithConfirm, NewPasswordFields } from '../../../components/form/password-fields';
import { setSession, type Session } from '../../../lib/session';
import { changePassword, profileQueryOptions, updateProfile, useProfile } from '../api/account-api';
import { PanelError } from './panel-states';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3, bgcolor: '#FFFFFF', border: '1px solid rgba(30,36,32,0.1)' }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 19 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2.5, color: 'text.secondary', fontSize: 15 }}>{description}</Typography>
      {children}
    </Box>
  );
}

const PROFILE_FIELDS = ['name', 'phone'] as const;
const checkProfile = zodCheck<{ name: string; phone: string }, UpdateProfileInput, (typeof PROFILE_FIELDS)[number]>(PROFILE_FIELDS, () =>
  import('@safari/shared/account').then((m) => m.updateProfileSchema),
);
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

function ProfileForm({ session, initial }: { session: Session; initial: { name: string; phone: string; email: string } }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: initial.name, phone: initial.phone });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    fields: PROFILE_FIELDS,
    values,
    mode: 'submit',
    check: checkProfile,
    beforeSubmit: () => setNotice(null),
    send: async (input) => {
      try {
        const saved = await updateProfile(input);
        const { ACCOUNT_MESSAGES } = await import('@safari/shared/account');
        queryClient.setQueryData(profileQueryOptions(session.user.id).queryKey, saved);
        setSession({ token: session.token, user: { ...session.user, name: saved.name } });
        setValues({ name: saved.name, phone: saved.phone });
        setNotice({ ok: true, text: ACCOUNT_MESSAGES.profileSaved });
      } catch (error) {
        if (error instanceof RequestFailedError) form.showErrors(errorsFrom(PROFILE_FIELDS, Object.entries(error.fields)), { focus: error.status === 400 });
        setNotice({ ok: false, text: error instanceof Error && !(error instanceof RequestFailedError && error.status === 400) ? error.message : 'Please check the highlighted fields.' });
      }
    },
  });
  const busy = form.submitting;

  return (
    <Box component="form" {...form.props} aria-label="Your details" sx={{ display: 'grid', gap: 2.25 }}>
      {notice && (notice.ok ? <SuccessBanner>{notice.text}</SuccessBanner> : <ErrorBanner message={notice.text} />)}
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <TextInput label="Full name" autoComplete="name" required value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} {...form.field('name')} />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => setValues({ ...values, phone: e.target.value })}
          {...form.field('phone')}
          hint="For your safari planner and M-Pesa payments."
        />
      </Box>
      <TextInput label="Email" type="email" name="email" value={initial.email} readOnly disabled hint="Your e-mail signs you in and cannot be changed here." />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {busy ? 'Saving…' : 'Save Changes'}
        </Button>
      </Box>
    </Box>
  );
}

function PasswordForm() {
  const empty = { currentPassword: '', newPassword: '', confirm: '' };
  const [values, setValues] = useState(empty);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    fields: PASSWORD_FIELDS,
    values,
    mode: 'submit',
    check: async (next: typeof values) => {
      const { changePasswordSchema } = await import('@safari/shared/account');
      const checked = checkWithConfirm(changePasswordSchema.safeParse({ currentPassword: next.currentPassword, newPassword: next.newPassword }), next.newPassword, next.confirm);
      return checked.ok ? checked : { ok: false as const, errors: errorsFrom(PASSWORD_FIELDS, Object.entries(checked.errors)) };
    },
    beforeSubmit: () => setNotice(null),
    send: async (input) => {
      try {
        // The server ends the other sessions; this one carries on with the new token.
        setSession(await changePassword(input));
        const { ACCOUNT_MESSAGES } = await import('@safari/shared/account');
        setValues(empty);
        setNotice({ ok: true, text: ACCOUNT_MESSAGES.passwordChanged });
      } catch (error) {
        if (error instanceof RequestFailedError && error.status === 400) form.showErrors(errorsFrom(PASSWORD_FIELDS, Object.entries(error.fields)));
        else setNotice({ ok: false, text: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
      }
    },
  });
  const busy = form.submitting;
  const { errors } = form;

  return (
    <Box component="form" {...form.props} aria-label="Change password" sx={{ display: 'grid', gap: 2.25 }}>
      {notice && (notice.ok ? <SuccessBanner>{notice.text}</SuccessBanner> : <ErrorBanner message={notice.text} />)}
      <TextInput
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={(e) => setValues({ ...values, currentPassword: e.target.value })}
        {...form.field('currentPassword')}
      />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <NewPasswordFields
          name="newPassword"
          label="New password"
          confirmLabel="Confirm new password"
          hint="At least 8 characters."
          password={values.newPassword}
          confirm={values.confirm}
          onPasswordChange={(e) => setValues({ ...values, newPassword: e.target.value })}
          onConfirmChange={(e) => setValues({ ...values, confirm: e.target.value })}
          errors={errors}
        />
      </Box>
      <Box>
        <Button type="submit" variant="outlined" size="large" disabled={busy} sx={{ minHeight: 48, borderWidth: 2, '&:hover': { borderWidth: 2 } }}>
          {busy ? 'Changing…' : 'Change Password'}
        </Button>
      </Box>
    </Box>
  );
}

/** Account Settings: name and phone, and a password change that needs the current password. */
export function AccountSettings({ session }: { session: Session }) {
  const { data, error, isPending, refetch } = useProfile(session.user.id);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Section title="Your details" description="How we address you and reach you about your trips.">
        {isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : error ? (
          <PanelError message="We could not load your details. Check your connection and try again." onRetry={() => void refetch()} />
        ) : (
          <ProfileForm key={data.id} session={session} initial={data} />
        )}
      </Section>
      <Section title="Password" description="For your security, enter your current password to choose a new one. Other devices are signed out.">
        <PasswordForm />
      </Section>
    </Box>
  );
}
