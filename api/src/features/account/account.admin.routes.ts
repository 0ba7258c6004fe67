/**
 * `/api/users…` for staff: the accounts list and its writes (admins only), and
 * `PUT /api/users/update-profile` (admins and moderators, multipart). Mount at /api, after the
 * routes of `/api/users/me…`.
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  profileUpdateResultSchema,
  profileUpdateSchema,
  USER_MESSAGES,
  userCreateSchema,
  userDeleteResultSchema,
  userUpdateSchema,
} from '@safari/shared/admin-users';
import { apiErrorSchema } from '@safari/shared/api-error';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { rejectUnsafeText } from '../../lib/safe-text';
import { requireSection } from '../../lib/staff-access';
import type { UsersService } from './account.admin.service';

/** The document's view of the multipart body (the route reads it with the uploads feature's parser). */
const profileMultipartDoc = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string().optional().meta({ description: 'New password; blank keeps the current one' }),
  confirmPassword: z.string().optional().meta({ description: 'The new password again' }),
  currentPassword: z.string().optional().meta({ description: 'Needed with a new password or a new e-mail' }),
  avatar: z.string().optional().meta({ description: 'An image file (JPEG, PNG, WebP or AVIF, 10 MB at most), re-encoded to WebP' }),
});

export function usersRouter(deps: {
  service: UsersService;
  auth: Auth;
  docs: OpenApiRegistry;
  /** Multipart with at most one image in the field (the uploads feature's limits and messages). */
  singleImage: (field: string) => RequestHandler;
}): Router {
  const { service, auth, docs, singleImage } = deps;
  const router = Router();
  const admins = requireSection(auth, 'users');
  const profileGuard = requireSection(auth, 'profile');
  const error = docs.component('ApiError', apiErrorSchema);
  const user = docs.component('AdminUser', adminUserSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin', schema: error },
  };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/users',
    summary: 'One page of accounts (5 by default), newest first; search by name or e-mail, filter by role',
    tags: ['admin'],
    auth: true,
    query: adminUserListQuerySchema,
    responses: { 200: { description: 'The page', schema: docs.component('AdminUserList', adminUserListSchema) }, 400: { description: 'Invalid query', schema: error }, ...denied },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/users',
    summary: 'Create an account (any role)',
    tags: ['admin'],
    auth: true,
    body: userCreateSchema,
    responses: { 201: { description: 'The new account', schema: user }, 400: { description: 'Invalid fields, or the e-mail is taken (field email)', schema: error }, ...denied },
    before: [admins],
    handler: async (req, res) => {
      res.status(201).json(await service.create(currentUser(req), req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/users/update-profile',
    summary: "Change the signed-in staff member's own name, e-mail, avatar and password (multipart)",
    description:
      "multipart/form-data. A blank password keeps the current one; a new one needs `confirmPassword` ('Passwords do not match!') and `currentPassword`, and ends the other sessions. A new e-mail needs `currentPassword` too; the old address is told by e-mail. The answer holds the refreshed user and the token to use from now on.",
    tags: ['admin'],
    auth: true,
    documentedBody: profileMultipartDoc,
    body: profileUpdateSchema,
    responses: {
      200: { description: 'Saved', schema: docs.component('ProfileUpdateResult', profileUpdateResultSchema) },
      400: { description: `Invalid fields, a wrong current password, or an avatar that is not an image ('${UPLOAD_MESSAGES.notImage}')`, schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not staff', schema: error },
      413: { description: `An avatar over 10 MB ('${UPLOAD_MESSAGES.tooLarge}')`, schema: error },
    },
    before: [profileGuard, singleImage('avatar'), rejectUnsafeText()],
    handler: async (req, res) => {
      res.json(await service.updateProfile(currentUser(req), req.body, req.file?.buffer));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/users/:id',
    summary: "Change an account's name, e-mail, role and status",
    description: `A changed role or status signs the account out everywhere. Refused (409): your own role or status ('${USER_MESSAGES.selfRoleOrStatus}'), or leaving no active administrator.`,
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: userUpdateSchema,
    responses: {
      200: { description: 'The account', schema: user },
      400: { description: 'Invalid fields, or the e-mail is taken (field email)', schema: error },
      404: { description: 'No such account', schema: error },
      409: { description: 'Your own role or status, or the last active administrator', schema: error },
      ...denied,
    },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.update(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'delete',
    path: '/api/users/:id',
    summary: 'Delete an account; its bookings stay, with their contact details, without an account',
    description: `Refused (409): your own account ('${USER_MESSAGES.selfDelete}') or the last active administrator.`,
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: {
      200: { description: 'Deleted', schema: docs.component('UserDeleteResult', userDeleteResultSchema) },
      404: { description: 'No such account', schema: error },
      409: { description: 'Your own account, or the last active administrator', schema: error },
      ...denied,
    },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.remove(currentUser(req), req.params.id));
    },
  });

  return router;
}
