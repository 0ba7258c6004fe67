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
import { requireSection } from '../../lib/staff-access';
import { validate } from '../../lib/validate';
import type { SignInThrottleService } from './sign-in-throttle.service';

export function signInThrottlesRouter(deps: { service: SignInThrottleService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin', schema: error },
  };
  // Guards first, on their own, so that the handlers below keep the types validate() gives them.
  router.use('/admin/sign-in-throttles', requireSection(auth, 'users'));

  docs.add({
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
  });
  router.get('/admin/sign-in-throttles', validate({ query: signInThrottleListQuerySchema }), async (req, res) => {
    res.json(await service.list(currentUser(req), req.query));
  });

  docs.add({
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
  });
  router.delete('/admin/sign-in-throttles/:id', validate({ params: signInThrottleParamsSchema }), async (req, res) => {
    res.json(await service.clear(currentUser(req), req.params.id));
  });

  return router;
}
