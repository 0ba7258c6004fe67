import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { USER_MESSAGES, USER_STATUSES, type AdminUser, type UserCreateInput, type UserUpdateInput } from '@safari/shared/admin-users';
import { PASSWORD_MIN } from '@safari/shared/auth';
import { ROLES } from '@safari/shared/enums';
import { roleDescription } from '@safari/shared/staff-words';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import { useState } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useUserMutations } from '../api/users-api';
import { SingleImageField } from '../components/image-upload';
import { muiField, muiSelectField } from '../lib/form-kit';
import { ADD_FIELDS, checkNewUser, checkUserEdit, EDIT_FIELDS, emptyUserDraft, ROLE_LABELS, STATUS_LABELS, userDraftOf, type UserDraft, type UserField } from './user-form';
import { AuditHistory } from '../components/audit-history';

interface UserFormDialogProps {
  /** The account to edit; null adds a new one. */
  user: AdminUser | null;
  /** The signed-in admin's id: their own role and status cannot change here. */
  selfId: string;
  onClose: () => void;
}

/** Add User (name, e-mail, password, role) and Edit User (name, e-mail, role, status). */
export function UserFormDialog({ user, selfId, onClose }: UserFormDialogProps) {
  const editing = user !== null;
  const self = user?.id === selfId;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [draft, setDraft] = useState<UserDraft>(() => (user ? userDraftOf(user) : emptyUserDraft()));
  const [failure, setFailure] = useState('');
  const { create, update } = useUserMutations();
  const fields = editing ? EDIT_FIELDS : ADD_FIELDS;

  const form = useForm<UserDraft, UserCreateInput | UserUpdateInput, UserField>({
    fields,
    values: draft,
    mode: 'submit',
    check: editing ? checkUserEdit : checkNewUser,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        // The check of this dialog's own mode produced `input`.
        if (user) await update.mutateAsync({ id: user.id, input: input as UserUpdateInput });
        else await create.mutateAsync(input as UserCreateInput);
        showToast(editing ? USER_MESSAGES.updated : USER_MESSAGES.added, { severity: 'success' });
        onClose();
      } catch (error) {
        form.showErrors(error instanceof RequestFailedError ? errorsFrom(fields, Object.entries(error.fields)) : {}, { focus: false, toast: false });
        setFailure(messageOf(error, editing ? 'Failed to update user.' : 'Failed to add user.'));
      }
    },
  });
  const { submitting } = form;
  const set = <K extends keyof UserDraft>(key: K, value: UserDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'email' | 'password', hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    ...muiField(form.field(key, hint)),
  });
  const title = editing ? 'Edit User' : 'Add User';

  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="user-form-title" scroll="paper">
      <DialogTitle id="user-form-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {title}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} disabled={submitting}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box component="form" {...form.props} sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {failure && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          <TextField label="Name" required autoComplete="off" {...text('name')} sx={{ gridColumn: '1 / -1' }} />
          <TextField label="Email" type="email" required autoComplete="off" {...text('email')} sx={{ gridColumn: '1 / -1' }} />
          {!editing && (
            <TextField label="Password" type="password" required autoComplete="new-password" {...text('password', `At least ${PASSWORD_MIN} characters`)} sx={{ gridColumn: '1 / -1' }} />
          )}
          <TextField
            select
            label="Role"
            value={draft.role}
            onChange={(event) => set('role', event.target.value as UserDraft['role'])}
            disabled={self}
            {...muiSelectField(form.field('role', self ? USER_MESSAGES.selfRoleOrStatus : roleDescription(draft.role)))}
            slotProps={{ select: { renderValue: (value) => ROLE_LABELS[value as UserDraft['role']] } }}
            sx={{ gridColumn: editing ? undefined : '1 / -1' }}
          >
            {/* Each role says what it may use (from the same table the API checks). */}
            {ROLES.map((role) => (
              <MenuItem key={role} value={role} sx={{ display: 'block', maxWidth: 440, whiteSpace: 'normal', py: 1 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {ROLE_LABELS[role]}
                </Box>
                <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                  {roleDescription(role)}
                </Box>
              </MenuItem>
            ))}
          </TextField>
          {editing && (
            <TextField
              select
              label="Status"
              value={draft.status}
              onChange={(event) => set('status', event.target.value as UserDraft['status'])}
              disabled={self}
              {...muiSelectField(form.field('status', draft.status === 'disabled' ? 'Cannot sign in' : undefined))}
            >
              {USER_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SingleImageField label="Avatar" value={draft.avatar} onChange={(url) => set('avatar', url)} messages={{ notImage: UPLOAD_MESSAGES.notImage, tooLarge: UPLOAD_MESSAGES.tooLarge }} />
          </Box>
          {user && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <AuditHistory entity="user" entityId={user.id} />
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {editing ? 'Save Changes' : 'Add User'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
