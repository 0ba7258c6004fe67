import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextInput } from '../../../components/form/form-field';
import { RequestFailedError } from '../../../lib/api-errors';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/auth-card';
import { fieldErrors } from '../../../components/form/form-errors';
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

function ProfileForm({ session, initial }: { session: Session; initial: { name: string; phone: string; email: string } }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: initial.name, phone: initial.phone });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const { updateProfileSchema, ACCOUNT_MESSAGES } = await import('@safari/shared/account');
    const parsed = updateProfileSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await updateProfile(parsed.data);
      queryClient.setQueryData(profileQueryOptions(session.user.id).queryKey, saved);
      setSession({ token: session.token, user: { ...session.user, name: saved.name } });
      setForm({ name: saved.name, phone: saved.phone });
      setNotice({ ok: true, text: ACCOUNT_MESSAGES.profileSaved });
    } catch (error) {
      if (error instanceof RequestFailedError) setErrors(error.fields);
      setNotice({ ok: false, text: error instanceof Error && !(error instanceof RequestFailedError && error.status === 400) ? error.message : 'Please check the highlighted fields.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate aria-label="Your details" onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2.25 }}>
      {notice && (notice.ok ? <SuccessBanner>{notice.text}</SuccessBanner> : <ErrorBanner message={notice.text} />)}
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <TextInput label="Full name" name="name" autoComplete="name" required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} error={errors.name} />
        <TextInput label="Phone" type="tel" name="phone" autoComplete="tel" value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} error={errors.phone} hint="For your safari planner and M-Pesa payments." />
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
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const { changePasswordSchema, ACCOUNT_MESSAGES } = await import('@safari/shared/account');
    const checked = checkWithConfirm(changePasswordSchema.safeParse({ currentPassword: form.currentPassword, newPassword: form.newPassword }), form.newPassword, form.confirm);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // The server ends the other sessions; this one carries on with the new token.
      setSession(await changePassword(checked.data));
      setForm(empty);
      setNotice({ ok: true, text: ACCOUNT_MESSAGES.passwordChanged });
    } catch (error) {
      if (error instanceof RequestFailedError && error.status === 400) setErrors(error.fields);
      else setNotice({ ok: false, text: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate aria-label="Change password" onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2.25 }}>
      {notice && (notice.ok ? <SuccessBanner>{notice.text}</SuccessBanner> : <ErrorBanner message={notice.text} />)}
      <TextInput
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
        error={errors.currentPassword}
      />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <NewPasswordFields
          name="newPassword"
          label="New password"
          confirmLabel="Confirm new password"
          hint="At least 8 characters."
          password={form.newPassword}
          confirm={form.confirm}
          onPasswordChange={(e) => setForm({ ...form, newPassword: e.target.value })}
          onConfirmChange={(e) => setForm({ ...form, confirm: e.target.value })}
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
