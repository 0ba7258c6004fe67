import { Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  authMessageSchema,
  authSessionSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
  verifyEmailResultSchema,
  verifyEmailSchema,
} from '@safari/shared/auth';
import { requireUser, type Auth } from '../../lib/auth';
import { UnauthorizedError } from '../../lib/errors';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { clientAddressOf, mailTo, perAccount, perIp, type RateLimiter } from '../../lib/rate-limit';
import type { AuthService } from './auth.service';
import type { SignInThrottleService } from './sign-in-throttle.service';

interface AuthRouterDeps {
  service: AuthService;
  auth: Auth;
  docs: OpenApiRegistry;
  limiter: RateLimiter;
  throttle: SignInThrottleService;
}

/** `/api/auth`: sign-up and sign-in of travellers and staff. */
export function authRouter({ service, auth, docs, limiter, throttle }: AuthRouterDeps): Router {
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const tooMany = { description: 'Too many attempts; Retry-After says when to try again', schema: error };
  const session = docs.component('AuthSession', authSessionSchema);
  const message = docs.component('AuthMessage', authMessageSchema);

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/auth/register',
    summary: 'Sign up as a traveller: the account is made when the e-mailed link is opened',
    description:
      "Answers the same ('Check your e-mail…') whether or not the address is registered, so it reveals nobody. A new address gets a link to /verify-email that creates the account and signs it in (48 hours, once); a registered one gets an e-mail saying somebody tried, with links to sign in or reset the password.",
    tags: ['auth'],
    body: registerSchema,
    responses: {
      202: { description: 'An e-mail is on its way to the address', schema: message },
      400: { description: 'A field is missing or invalid', schema: error },
      429: tooMany,
    },
    after: [limiter.limit(['registerPerIp', perIp], mailTo('email'))],
    handler: async (req, res) => {
      res.status(202).json(await service.register(req.body));
    },
  });

  defineRoute(router, docs, {
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
      429: {
        description:
          'Failed sign-ins are held back: this e-mail from this address (slowed after 3, refused after 10 for 15 minutes), this address (slowed after 100) or this e-mail from anywhere (slowed after 100, never refused); Retry-After says when to try again',
        schema: error,
      },
    },
    handler: async (req, res) => {
      const attempt = await throttle.attempt({ email: req.body.email, address: clientAddressOf(req) });
      let session;
      try {
        session = await service.login(req.body);
      } catch (failure) {
        // A wrong password (or an unknown e-mail) stays counted; anything else did not fail a guess.
        if (!(failure instanceof UnauthorizedError)) await attempt.succeeded();
        throw failure;
      }
      await attempt.succeeded();
      res.json(session);
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a link to choose a new password',
    description: 'Answers the same, after the same time (a quarter of a second), whether or not an account has this e-mail, so it reveals nobody. The link works for 60 minutes, once.',
    tags: ['auth'],
    body: forgotPasswordSchema,
    responses: {
      202: { description: 'A link was sent if the account exists', schema: message },
      400: { description: 'The e-mail is missing or invalid', schema: error },
      429: tooMany,
    },
    after: [limiter.limit(['forgotPasswordPerIp', perIp], mailTo('email'))],
    handler: async (req, res) => {
      res.status(202).json(await service.forgotPassword(req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Choose a new password with the e-mailed link',
    description: 'Signs the account out everywhere; the traveller then signs in with the new password.',
    tags: ['auth'],
    body: resetPasswordSchema,
    responses: {
      200: { description: 'The password was changed', schema: message },
      400: { description: 'The password is too short, or the link is invalid, used or expired (field token)', schema: error },
      429: tooMany,
    },
    after: [limiter.limit(['resetPasswordPerIp', perIp])],
    handler: async (req, res) => {
      res.json(await service.resetPassword(req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/auth/verify-email',
    summary: 'Verify the e-mail address with the e-mailed link (and finish a sign-up)',
    description:
      "Bookings made earlier with this e-mail and no account are linked to the account. A sign-up's link creates the account first; the answer then holds its session (`session`).",
    tags: ['auth'],
    body: verifyEmailSchema,
    responses: {
      200: { description: 'Verified', schema: docs.component('VerifyEmailResult', verifyEmailResultSchema) },
      400: { description: 'The link is invalid, used or expired (field token)', schema: error },
      429: tooMany,
    },
    after: [limiter.limit(['verifyEmailPerIp', perIp])],
    handler: async (req, res) => {
      res.json(await service.verifyEmail(req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/auth/resend-verification',
    summary: 'E-mail a new verification link to the signed-in account',
    tags: ['auth'],
    auth: true,
    responses: {
      202: { description: 'Sent (or already verified)', schema: message },
      401: { description: 'No valid bearer token', schema: error },
      429: tooMany,
    },
    before: [auth.requireAuth(), limiter.limit(['resendVerificationPerAccount', perAccount])],
    handler: async (req, res) => {
      res.status(202).json(await service.resendVerification(requireUser(req).id));
    },
  });

  return router;
}

/** `/api/users/me`: the signed-in user (the PWA refreshes its session with it). */
export function meRouter({ auth, docs }: Pick<AuthRouterDeps, 'auth' | 'docs'>): Router {
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/users/me',
    summary: 'The signed-in user',
    tags: ['auth'],
    auth: true,
    responses: {
      200: { description: 'The user of the bearer token', schema: docs.component('SessionUser', sessionUserSchema) },
      401: { description: 'No valid bearer token', schema: error },
    },
    before: [auth.requireAuth()],
    handler: (req, res) => {
      res.json(requireUser(req));
    },
  });

  return router;
}
