/**
 * The Users and Profile sections' calls: TanStack Query over the shared ky client (admin-api's
 * `call`). Online-only data (flow 3).
 */
import {
  adminUserListSchema,
  adminUserSchema,
  profileUpdateResultSchema,
  userDeleteResultSchema,
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  type ProfileUpdateInput,
  type ProfileUpdateResult,
  type UserCreateInput,
  type UserDeleteResult,
  type UserUpdateInput,
} from '@safari/shared/admin-users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setSession } from '../../../lib/session';
import { call, searchOf, WRITE } from './admin-api';

export type UserListParams = AdminUserListQuery;

export const getAdminUsers = (params: UserListParams, signal?: AbortSignal): Promise<AdminUserList> =>
  call('get', 'users', adminUserListSchema, { signal, searchParams: searchOf(params) });
export const adminUsersQuery = (params: UserListParams) =>
  queryOptions({ queryKey: ['admin', 'users', 'list', params] as const, queryFn: ({ signal }) => getAdminUsers(params, signal), staleTime: 0, placeholderData: keepPreviousData });
export const useAdminUsers = (params: UserListParams) => useQuery(adminUsersQuery(params));

export const createUser = (input: UserCreateInput): Promise<AdminUser> => call('post', 'users', adminUserSchema, { json: input });
export const updateUser = (id: string, input: UserUpdateInput): Promise<AdminUser> => call('put', `users/${encodeURIComponent(id)}`, adminUserSchema, { json: input });
export const deleteUser = (id: string): Promise<UserDeleteResult> => call('delete', `users/${encodeURIComponent(id)}`, userDeleteResultSchema);

/** Saving or deleting an account: afterwards the lists, the overview's totals and the own session are fetched again. */
export function useUserMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'users'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      client.invalidateQueries({ queryKey: ['admin', 'me'] }),
    ]);
  return {
    create: useMutation({ ...WRITE, mutationFn: createUser, onSuccess: refresh }),
    update: useMutation({ ...WRITE, mutationFn: ({ id, input }: { id: string; input: UserUpdateInput }) => updateUser(id, input), onSuccess: refresh }),
    remove: useMutation({ ...WRITE, mutationFn: deleteUser, onSuccess: refresh }),
  };
}

/** `PUT /api/users/update-profile` (multipart): the text fields, and the avatar file when one was chosen. */
export async function updateProfile(input: ProfileUpdateInput, avatar: File | null): Promise<ProfileUpdateResult> {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string') body.append(key, value);
  if (avatar) body.append('avatar', avatar);
  return call('put', 'users/update-profile', profileUpdateResultSchema, { body, timeout: 60_000 });
}

/** Saves the profile, then keeps the refreshed session at once (the sidebar's name and avatar follow). */
export function useProfileUpdate() {
  const client = useQueryClient();
  return useMutation({
    ...WRITE,
    mutationFn: ({ input, avatar }: { input: ProfileUpdateInput; avatar: File | null }) => updateProfile(input, avatar),
    onSuccess: async (session) => {
      setSession(session);
      await Promise.all([client.invalidateQueries({ queryKey: ['admin', 'me'] }), client.invalidateQueries({ queryKey: ['admin', 'users'] })]);
    },
  });
}
