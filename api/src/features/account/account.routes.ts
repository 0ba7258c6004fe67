import { Router } from 'express';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  accountProfileSchema,
  changePasswordSchema,
  myBookingsSchema,
  updateProfileSchema,
  wishlistMergeSchema,
  wishlistSchema,
} from '@safari/shared/account';
import { apiErrorSchema } from '@safari/shared/api-error';
import { authSessionSchema } from '@safari/shared/auth';
import { requireUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { AccountService } from './account.service';

const tourParams = z.object({ tourId: z.uuid(ACCOUNT_MESSAGES.tourIds).describe('The tour id (a UUID)') });

/** `/api/users/me/…`: the signed-in traveller's details, password, bookings and wishlist. */
export function accountRouter(deps: { service: AccountService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const signedIn = auth.requireAuth();
  const error = docs.component('ApiError', apiErrorSchema);
  const profile = docs.component('AccountProfile', accountProfileSchema);
  const wishlist = docs.component('Wishlist', wishlistSchema);
  const unauthorized = { description: 'No valid bearer token', schema: error };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/users/me/profile',
    summary: 'The signed-in traveller’s details (with phone and whether the e-mail is verified)',
    tags: ['account'],
    auth: true,
    responses: { 200: { description: 'The details', schema: profile }, 401: unauthorized },
    before: [signedIn],
    handler: async (req, res) => {
      res.json(await service.profile(requireUser(req).id));
    },
  });

  defineRoute(router, docs, {
    method: 'patch',
    path: '/api/users/me',
    summary: 'Change name and phone',
    tags: ['account'],
    auth: true,
    body: updateProfileSchema,
    responses: { 200: { description: 'The details as saved', schema: profile }, 400: { description: 'Invalid fields', schema: error }, 401: unauthorized },
    before: [signedIn],
    handler: async (req, res) => {
      res.json(await service.updateProfile(requireUser(req).id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/users/me/password',
    summary: 'Change the password (needs the current one)',
    description: 'Other sessions of the account end; the answer holds a new token for this one.',
    tags: ['account'],
    auth: true,
    body: changePasswordSchema,
    responses: {
      200: { description: 'Changed; use the new token', schema: docs.component('AuthSession', authSessionSchema) },
      400: { description: 'Invalid fields, or the current password is wrong (field currentPassword)', schema: error },
      401: unauthorized,
    },
    before: [signedIn],
    handler: async (req, res) => {
      res.json(await service.changePassword(requireUser(req).id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/users/me/bookings',
    summary: 'The signed-in traveller’s bookings',
    description: 'Upcoming trips first (soonest first), then past ones (latest first).',
    tags: ['account'],
    auth: true,
    responses: { 200: { description: 'The bookings', schema: docs.component('MyBookings', myBookingsSchema) }, 401: unauthorized },
    before: [signedIn],
    handler: async (req, res) => {
      res.json(await service.bookings(requireUser(req).id));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/users/me/wishlist',
    summary: 'The saved tours, newest first',
    tags: ['account'],
    auth: true,
    responses: { 200: { description: 'The wishlist', schema: wishlist }, 401: unauthorized },
    before: [signedIn],
    handler: async (req, res) => {
      res.json(await service.wishlist(requireUser(req).id));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/users/me/wishlist',
    summary: 'Save tours (merge the ones saved on this device)',
    description: 'Adds the tours that are not saved yet and skips unknown ones; repeating it changes nothing.',
    tags: ['account'],
    auth: true,
    body: wishlistMergeSchema,
    responses: { 200: { description: 'The whole wishlist', schema: wishlist }, 400: { description: 'Invalid tour ids', schema: error }, 401: unauthorized },
    before: [signedIn],
    handler: async (req, res) => {
      res.json(await service.mergeWishlist(requireUser(req).id, req.body.tourIds));
    },
  });

  defineRoute(router, docs, {
    method: 'delete',
    path: '/api/users/me/wishlist/:tourId',
    summary: 'Remove a tour from the wishlist',
    tags: ['account'],
    auth: true,
    params: tourParams,
    responses: { 200: { description: 'The whole wishlist', schema: wishlist }, 400: { description: 'Invalid tour id', schema: error }, 401: unauthorized },
    before: [signedIn],
    handler: async (req, res) => {
      res.json(await service.removeFromWishlist(requireUser(req).id, req.params.tourId));
    },
  });

  return router;
}
