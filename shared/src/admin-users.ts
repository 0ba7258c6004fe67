import { z } from 'zod';
import { ACCOUNT_EMAIL_MAX, AUTH_MESSAGES, newPasswordSchema, sessionUserSchema, USER_NAME_MAX } from './auth';
import { ROLES } from './enums';
import { SIMPLE_EMAIL_PATTERN } from './newsletter';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam } from './staff';
import { imageRefSchema } from './upload';

/** Whether an account may sign in. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Texts of the Users and Profile screens and of their API (the spec's alerts kept exactly). */
export const USER_MESSAGES = {
  added: 'User Added Successfully!',
  updated: 'User Updated Successfully!',
  deleted: 'User deleted.',
  profileSaved: 'Profile updated successfully!',
  passwordsMismatch: 'Passwords do not match!',
  currentPasswordNeeded: 'Enter your current password to set a new one.',
  currentPasswordNeededForEmail: 'Enter your current password to change your e-mail.',
  currentPasswordWrong: 'Your current password is not correct.',
  emailTaken: AUTH_MESSAGES.emailTaken,
  notFound: 'User not found.',
  role: 'Choose a role.',
  status: 'Choose a status.',
  lastAdmin: 'This is the last active administrator: make another account an active administrator first.',
  selfDelete: 'You cannot delete your own account.',
  selfRoleOrStatus: 'You cannot change your own role or status.',
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(ACCOUNT_EMAIL_MAX, AUTH_MESSAGES.email)
  .regex(SIMPLE_EMAIL_PATTERN, AUTH_MESSAGES.email);

const name = z.string({ error: AUTH_MESSAGES.name }).trim().min(1, AUTH_MESSAGES.name).max(USER_NAME_MAX, AUTH_MESSAGES.nameTooLong);
const role = z.enum(ROLES, { error: USER_MESSAGES.role });
const status = z.enum(USER_STATUSES, { error: USER_MESSAGES.status });
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An account as the Users screen lists it: never a password or its hash. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  /** Image URL; '' shows the initials. */
  avatar: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Bookings that belong to the account (they stay, unlinked, when it is deleted). */
  bookingsCount: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/users`: one page (5 by default), searched by name or e-mail, filtered by role. Newest first. */
export const adminUserListQuerySchema = z.object({
  page: adminPageParam,
  pageSize: adminPageSizeParam,
  q: adminSearchParam,
  role: z.preprocess(blank, z.enum(ROLES, { error: 'Unknown role.' }).optional()),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserListSchema = adminPageSchema(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** `POST /api/users` and the Add User form: name, e-mail and password required (spec); role defaults to traveller. */
export const userCreateSchema = z.object({
  name,
  email,
  password: newPasswordSchema,
  role: role.default('user'),
  avatar: imageRefSchema.default(''),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** `PUT /api/users/{id}` and the Edit User form. An avatar left out stays as it is. */
export const userUpdateSchema = z.object({
  name,
  email,
  role,
  status,
  avatar: imageRefSchema.optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** Answer of `DELETE /api/users/{id}`. */
export const userDeleteResultSchema = z.object({
  message: z.string(),
  /** Bookings of the account that were kept (with their contact details), now without an account. */
  keptBookings: z.number().int().nonnegative(),
});
export type UserDeleteResult = z.infer<typeof userDeleteResultSchema>;

/** The delete answer's words. */
export function userDeletedMessage(keptBookings: number): string {
  if (keptBookings === 0) return USER_MESSAGES.deleted;
  return `${USER_MESSAGES.deleted} ${keptBookings === 1 ? 'Their booking is' : `Their ${keptBookings} bookings are`} kept, with the contact details on ${keptBookings === 1 ? 'it' : 'them'}.`;
}

/** An optional password field of a form: blank means none (never trimmed otherwise). */
const optionalPassword = (inner: z.ZodType<string>) => z.preprocess((value) => (value === '' || value === undefined || value === null ? undefined : value), inner.optional());

/**
 * The text fields of `PUT /api/users/update-profile` (multipart, with an optional image in `avatar`)
 * and the Profile Settings form: name and e-mail required; a blank password keeps the current one;
 * a new one must be typed twice ('Passwords do not match!') and needs the current password.
 */
export const profileUpdateSchema = z
  .object({
    name,
    email,
    password: optionalPassword(newPasswordSchema),
    confirmPassword: optionalPassword(z.string().max(1_000)),
    currentPassword: optionalPassword(z.string().max(1_000, USER_MESSAGES.currentPasswordWrong)),
  })
  .superRefine((value, ctx) => {
    if ((value.password ?? '') !== (value.confirmPassword ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: USER_MESSAGES.passwordsMismatch });
    }
    if (value.password !== undefined && value.currentPassword === undefined) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: USER_MESSAGES.currentPasswordNeeded });
    }
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** Answer of `PUT /api/users/update-profile`: the refreshed session (a new token when the password changed). */
export const profileUpdateResultSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;
