import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { USER_MESSAGES, type AdminUser } from '@safari/shared/admin-users';
import { ROLES, type Role } from '@safari/shared/enums';
import { imageUrl } from '@safari/shared/format';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { useSession } from '../../../lib/session';
import { messageOf } from '../api/admin-api';
import { useAdminUsers, useUserMutations } from '../api/users-api';
import { AdminTable, RowButtons } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { useListParams, useListSearch } from '../lib/list-params';
import { SignInThrottles } from './sign-in-throttles';
import { UserFormDialog } from './user-form-dialog';
import { ROLE_LABELS, STATUS_LABELS } from './user-form';
import { formatOfficeDate } from '@safari/shared/local-time';

type Modal = { kind: 'add' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | null;

const ROLE_COLORS: Record<Role, 'primary' | 'secondary' | 'default'> = { admin: 'primary', moderator: 'secondary', user: 'default' };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}


/**
 * `/admin/users`: every account, paged on the server, searched by name or e-mail, filtered by role;
 * Add, Edit, Delete. Below, the sign-in throttles, which an admin may clear.
 */
export default function UsersPage() {
  const { values, page, pageSize, paging, update } = useListParams('users', ['q', 'role'] as const);
  const role = (ROLES as readonly string[]).includes(values.role) ? (values.role as Role) : undefined;
  const list = useAdminUsers({ page, pageSize, q: values.q || undefined, role });
  const { data } = list;
  const [search, setSearch] = useListSearch(values.q, update);
  const [modal, setModal] = useState<Modal>(null);
  const { remove } = useUserMutations();
  const selfId = useSession()?.user.id ?? '';

  async function confirmDelete(user: AdminUser) {
    try {
      const result = await remove.mutateAsync(user.id);
      showToast(result.message, { severity: 'success', durationMs: 4_000 });
      setModal(null);
      // The last row of a page went: show the page before.
      if (data && data.items.length === 1 && page > 1) update({ page: page - 1 });
    } catch (failure) {
      setModal(null);
      showToast(messageOf(failure, 'Failed to delete user.'), { severity: 'error', durationMs: 5_000 });
    }
  }

  return (
    <Box>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search users..."
        filters={<FilterSelect label="Role" value={role ?? ''} onChange={(value) => update({ role: value })} width={180} emptyLabel="All roles" options={ROLES} optionLabel={(value) => ROLE_LABELS[value]} />}
        addLabel="+ Add User"
        onAdd={() => setModal({ kind: 'add' })}
      />
      <AdminTable
        label="Users"
        loadingLabel="Loading users"
        what="the users"
        emptyText="No users match these filters."
        columns={[
          {
            key: 'name',
            header: 'Name',
            rowHeader: true,
            sx: { minWidth: 180, maxWidth: 300 },
            cell: (user) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar src={user.avatar ? imageUrl(user.avatar) : undefined} alt="" sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 700, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                  {initials(user.name)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {user.name || '—'}
                    {user.id === selfId && (
                      <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                        {' '}
                        (you)
                      </Box>
                    )}
                  </Box>
                  {/* On a portrait tablet the e-mail sits under the name. */}
                  <Box sx={{ display: { xs: 'block', md: 'none' }, fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>{user.email}</Box>
                </Box>
              </Box>
            ),
          },
          { key: 'email', header: 'Email', landscapeOnly: true, sx: { overflowWrap: 'anywhere' }, cell: (user) => user.email },
          {
            key: 'role',
            header: 'Role',
            cell: (user) => <Chip size="small" label={ROLE_LABELS[user.role]} color={ROLE_COLORS[user.role]} variant={user.role === 'user' ? 'outlined' : 'filled'} />,
          },
          {
            key: 'status',
            header: 'Status',
            cell: (user) => <Chip size="small" label={STATUS_LABELS[user.status]} color={user.status === 'active' ? 'success' : 'warning'} variant="outlined" />,
          },
          { key: 'joined', header: 'Joined', sx: { display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }, cell: (user) => formatOfficeDate(user.createdAt) },
        ]}
        actions={(user) => (
          <RowButtons>
            <Button size="small" variant="outlined" onClick={() => setModal({ kind: 'edit', user })} aria-label={`Edit ${user.name}`}>
              Edit
            </Button>
            <Tooltip title={user.id === selfId ? USER_MESSAGES.selfDelete : ''}>
              {/* A disabled button gets no pointer events: the span carries the tooltip. */}
              <span>
                <Button size="small" variant="outlined" color="error" disabled={user.id === selfId} onClick={() => setModal({ kind: 'delete', user })} aria-label={`Delete ${user.name}`}>
                  Delete
                </Button>
              </span>
            </Tooltip>
          </RowButtons>
        )}
        query={list}
        paging={paging}
      />
      <SignInThrottles />

      {(modal?.kind === 'add' || modal?.kind === 'edit') && (
        <UserFormDialog key={modal.kind === 'edit' ? modal.user.id : 'add'} user={modal.kind === 'edit' ? modal.user : null} selfId={selfId} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog title="Delete user?" confirmLabel="Delete" busy={remove.isPending} onConfirm={() => void confirmDelete(modal.user)} onClose={() => setModal(null)}>
          <strong>{modal.user.name || modal.user.email}</strong> ({modal.user.email}) will be deleted and signed out everywhere.{' '}
          {modal.user.bookingsCount > 0
            ? `Their ${modal.user.bookingsCount === 1 ? 'booking is' : `${modal.user.bookingsCount} bookings are`} kept, with the contact name and e-mail on ${modal.user.bookingsCount === 1 ? 'it' : 'each one'}.`
            : 'Bookings they made stay, with the contact details on each booking.'}
        </ConfirmDialog>
      )}
    </Box>
  );
}
