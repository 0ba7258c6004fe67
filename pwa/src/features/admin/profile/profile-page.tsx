import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { profileUpdateSchema, USER_MESSAGES, type ProfileUpdateInput } from '@safari/shared/admin-users';
import type { SessionUser } from '@safari/shared/auth';
import { PASSWORD_MIN } from '@safari/shared/auth';
import { imageUrl } from '@safari/shared/format';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorsFrom, useForm, zodCheck } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { messageOf } from '../api/admin-api';
import { useProfileUpdate } from '../api/users-api';
import { AlertMailSettings } from './alert-mail-settings';
import { imageFileProblem, muiField } from '../lib/form-kit';

interface ProfileDraft {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  currentPassword: string;
}

const FIELDS = ['avatar', 'name', 'email', 'password', 'confirmPassword', 'currentPassword'] as const;
type ProfileField = (typeof FIELDS)[number];
const checkProfile = zodCheck<ProfileDraft, ProfileUpdateInput, ProfileField>(FIELDS, () => Promise.resolve(profileUpdateSchema));
const noPasswords = { password: '', confirmPassword: '', currentPassword: '' };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A local preview of the chosen file, released when it changes or the page goes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** `/admin/profile`: the signed-in staff member's avatar, name, e-mail and password. */
export default function ProfilePage() {
  const session = useSession();
  // The console renders its sections only with a session; another account signed in here starts a fresh form.
  return (
    <>
      {session && <ProfileForm key={session.user.id} user={session.user} />}
      {session && <AlertMailSettings key={`alerts-${session.user.id}`} role={session.user.role} />}
    </>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const [draft, setDraft] = useState<ProfileDraft>({ name: user.name, email: user.email, ...noPasswords });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState('');
  const [failure, setFailure] = useState('');
  const preview = usePreview(avatar);
  const fileInput = useRef<HTMLInputElement>(null);
  const avatarId = useId();
  const save = useProfileUpdate();

  const form = useForm<ProfileDraft, ProfileUpdateInput, ProfileField>({
    fields: FIELDS,
    values: draft,
    check: checkProfile,
    recheck: 'touched',
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const result = await save.mutateAsync({ input, avatar });
        setDraft({ name: result.user.name, email: result.user.email, ...noPasswords });
        setAvatar(null);
        form.reset();
        showToast(USER_MESSAGES.profileSaved, { severity: 'success' });
      } catch (error) {
        const fields = error instanceof RequestFailedError ? errorsFrom(FIELDS, Object.entries(error.fields)) : {};
        form.showErrors(fields, { focus: true, toast: false });
        if (fields.avatar) setAvatarError(fields.avatar);
        setFailure(messageOf(error, 'Failed to update the profile. Check the connection and try again.'));
      }
    },
  });
  const { submitting, errors } = form;

  const text = (key: keyof ProfileDraft, hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...draft, [key]: event.target.value };
      setDraft(next);
      form.changed(next, key, key === 'password' && draft.confirmPassword ? ['confirmPassword'] : []);
    },
    ...muiField(form.field(key, hint)),
  });

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file, { notImage: UPLOAD_MESSAGES.notImage, tooLarge: UPLOAD_MESSAGES.tooLarge });
    setAvatarError(problem ?? '');
    setAvatar(problem ? null : file);
  }

  /** Spec: Cancel clears the password fields and the chosen avatar. */
  function cancel() {
    setDraft((current) => ({ ...current, ...noPasswords }));
    setAvatar(null);
    setAvatarError('');
    setFailure('');
    form.reset();
  }

  const shown = preview ?? (user.avatar ? imageUrl(user.avatar) : undefined);
  // A new e-mail needs the current password as a new password does (the server checks it too).
  const emailChanged = draft.email.trim().toLowerCase() !== user.email.toLowerCase();
  const currentHint = draft.password !== '' ? 'Needed to set a new password' : 'Needed to change your e-mail';
  return (
    <Card sx={{ maxWidth: 880, p: { xs: 2.5, sm: 4 } }}>
      {/* The top bar's heading already says 'Profile Settings'. */}
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Your name, e-mail, picture and password for the staff console.
      </Typography>
      <Box component="form" {...form.props} aria-label="Profile Settings" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
            {failure}
          </Alert>
        )}
        <Box role="group" aria-labelledby={`${avatarId}-label`} sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: 'center', gap: 2 }}>
          <Typography id={`${avatarId}-label`} sx={{ fontWeight: 600, fontSize: 14, alignSelf: { md: 'flex-start' }, display: { xs: 'none', md: 'block' } }}>
            Avatar
          </Typography>
          <Avatar src={shown} alt={preview ? 'Chosen avatar' : 'Your avatar'} sx={{ width: 112, height: 112, fontSize: 38, fontWeight: 700, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {initials(user.name)}
          </Avatar>
          <Box sx={{ display: 'grid', gap: 1, justifyItems: { xs: 'start', md: 'center' } }}>
            <input
              ref={fileInput}
              name="avatar"
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => fileInput.current?.click()} disabled={submitting}>
              {avatar ? 'Choose another' : 'Choose image'}
            </Button>
            {avatar && (
              <Typography sx={{ fontSize: 13, color: 'text.secondary', maxWidth: 220, overflowWrap: 'anywhere', textAlign: { md: 'center' } }}>
                {avatar.name} (saved with the profile)
              </Typography>
            )}
            {(avatarError || errors.avatar) && (
              <Typography role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
                {avatarError || errors.avatar}
              </Typography>
            )}
          </Box>
        </Box>

        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, minWidth: 0 }}>
          <TextField label="Full name" required autoComplete="name" {...text('name')} />
          <TextField label="Email" type="email" required autoComplete="email" {...text('email')} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Divider sx={{ mb: 1.5 }} />
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              Change password
            </Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>Leave blank to keep your current password.</Typography>
          </Box>
          <TextField label="New password" type="password" autoComplete="new-password" {...text('password', `At least ${PASSWORD_MIN} characters`)} />
          <TextField label="Confirm password" type="password" autoComplete="new-password" {...text('confirmPassword')} />
          {(draft.password !== '' || emailChanged) && (
            <TextField label="Current password" type="password" required autoComplete="current-password" {...text('currentPassword', currentHint)} sx={{ gridColumn: { sm: '1 / 2' } }} />
          )}
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 1 }}>
            <Button onClick={cancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Save Changes
            </Button>
          </Box>
        </Box>
      </Box>
    </Card>
  );
}
