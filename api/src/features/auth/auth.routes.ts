import { Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { authSessionSchema, loginSchema, registerSchema, sessionUserSchema } from '@safari/shared/auth';
import { requireUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthService } from './auth.service';

interface AuthRouterDeps {
  service: AuthService;
  auth: Auth;
  docs: OpenApiRegistry;
}

/** `/api/auth`: sign-up and sign-in of travellers and staff. */
export function authRouter({ service, docs }: AuthRouterDeps): Router {
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const session = docs.component('AuthSession', authSessionSchema);

  docs.add({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create a traveller account and sign it in',
    tags: ['auth'],
    body: registerSchema,
    responses: {
      201: { description: 'The account was created; the token signs the traveller in', schema: session },
      400: { description: 'A field is missing or invalid', schema: error },
      409: { description: 'The e-mail address is already registered', schema: error },
    },
  });
  router.post('/register', validate({ body: registerSchema }), async (req, res) => {
    res.status(201).json(await service.register(req.body));
  });

  docs.add({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password',
    tags: ['auth'],
    body: loginSchema,
    responses: {
      200: { description: 'Signed in', schema: session },
      400: { description: 'A field is missing', schema: error },
      401: { description: "Unknown e-mail or wrong password ('Invalid credentials!')", schema: error },
      403: { description: 'The account is disabled', schema: error },
    },
  });
  router.post('/login', validate({ body: loginSchema }), async (req, res) => {
    res.json(await service.login(req.body));
  });

  return router;
}

/** `/api/users/me`: the signed-in user (the PWA refreshes its session with it). */
export function meRouter({ auth, docs }: AuthRouterDeps): Router {
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);

  docs.add({
    method: 'get',
    path: '/api/users/me',
    summary: 'The signed-in user',
    tags: ['auth'],
    auth: true,
    responses: {
      200: { description: 'The user of the bearer token', schema: docs.component('SessionUser', sessionUserSchema) },
      401: { description: 'No valid bearer token', schema: error },
    },
  });
  router.get('/', auth.requireAuth(), (req, res) => {
    res.json(requireUser(req));
  });

  return router;
}
