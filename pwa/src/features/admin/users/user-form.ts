import { userCreateSchema, userUpdateSchema, type AdminUser, type UserCreateInput, type UserStatus, type UserUpdateInput } from '@safari/shared/admin-users';
import type { Role } from '@safari/shared/enums';
import { zodCheck, type CheckResult } from '../../../components/form/use-form';

/** What the Add / Edit User form edits. */
export interface UserDraft {
  name: string;
  email: string;
  password: string;
  role: Role;
  status: UserStatus;
  avatar: string;
}

export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', moderator: 'Moderator', user: 'Traveller' };
export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', disabled: 'Disabled' };

export function emptyUserDraft(): UserDraft {
  return { name: '', email: '', password: '', role: 'user', status: 'active', avatar: '' };
}

export function userDraftOf(user: AdminUser): UserDraft {
  return { name: user.name, email: user.email, password: '', role: user.role, status: user.status, avatar: user.avatar };
}

export const ADD_FIELDS = ['name', 'email', 'password', 'role', 'avatar'] as const;
export const EDIT_FIELDS = ['name', 'email', 'role', 'status', 'avatar'] as const;
export type UserField = (typeof ADD_FIELDS)[number] | (typeof EDIT_FIELDS)[number];

/** Add User: name, e-mail and password required (spec), checked with the API's own schema. */
export const checkNewUser: (draft: UserDraft) => Promise<CheckResult<UserCreateInput, UserField>> = zodCheck<UserDraft, UserCreateInput, UserField>(
  ADD_FIELDS,
  () => Promise.resolve(userCreateSchema),
  ({ name, email, password, role, avatar }) => ({ name, email, password, role, avatar }),
);

/** Edit User: name, e-mail, role and status. */
export const checkUserEdit: (draft: UserDraft) => Promise<CheckResult<UserUpdateInput, UserField>> = zodCheck<UserDraft, UserUpdateInput, UserField>(
  EDIT_FIELDS,
  () => Promise.resolve(userUpdateSchema),
  ({ name, email, role, status, avatar }) => ({ name, email, role, status, avatar }),
);
