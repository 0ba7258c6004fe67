/**
 * `GET /api/admin/sign-in-throttles` and `DELETE /api/admin/sign-in-throttles/:id` (admins: the
 * Users section): the running sign-in throttles, and clearing one. Mount at /api.
 */
import { Router } from 'express';
import {
  signInThrottleClearedSchema,
  signInThrottleListQuerySchema,
  signInThrottleListSchema,
  signInThrottleParamsSchema,
} from '@safari/shared/admin-sign-in-throttles';
import { apiErrorSchema } from '@safari/shared/api-error';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { SignInThrottleService } from './sign-in-throttle.service';

export function signInThrottlesRouter(deps: { service: SignInThrottleService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin', schema: error },
  };
  // The guard over every path below, unknown ones included, before any validation.
  router.use('/admin/sign-in-throttles', requireSection(auth, 'users'));

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/sign-in-throttles',
    summary: 'The running sign-in throttles (admins), most recent failure first; search by e-mail or address',
    description:
      'Failed sign-ins count per account e-mail at one address (slowed, then refused there until the window ends), per address and per account e-mail (only slowed).',
    tags: ['admin'],
    auth: true,
    query: signInThrottleListQuerySchema,
    responses: {
      200: { description: 'One page', schema: docs.component('SignInThrottleList', signInThrottleListSchema) },
      400: { description: 'Invalid query', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'delete',
    path: '/api/admin/sign-in-throttles/:id',
    summary: 'Clear one sign-in throttle (admins): its failures are forgotten and its attempts go through at once',
    tags: ['admin'],
    auth: true,
    params: signInThrottleParamsSchema,
    responses: {
      200: { description: 'Cleared', schema: docs.component('SignInThrottleCleared', signInThrottleClearedSchema) },
      400: { description: 'Not a throttle id', schema: error },
      404: { description: 'The throttle has ended (or never was)', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.clear(currentUser(req), req.params.id));
    },
  });

  return router;
}
