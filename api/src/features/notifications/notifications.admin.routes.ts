/** The mail outbox for admins: `/api/admin/mail…`. Mount at /api. */
import { Router } from 'express';
import { mailDetailSchema, mailListQuerySchema, mailListSchema, mailSummarySchema } from '@safari/shared/admin-mail';
import { apiErrorSchema } from '@safari/shared/api-error';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { NotificationsAdminService } from './notifications.admin.service';

export function notificationsAdminRouter(deps: { service: NotificationsAdminService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  router.use('/admin/mail', requireSection(auth, 'mail'));

  const error = docs.component('ApiError', apiErrorSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin', schema: error },
  };
  const notFound = { 404: { description: 'No such e-mail', schema: error } };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/mail',
    summary: 'One page of the notifications outbox, newest first, filtered by status and kind',
    tags: ['admin'],
    auth: true,
    query: mailListQuerySchema,
    responses: { 200: { description: 'The page', schema: docs.component('MailList', mailListSchema) }, 400: { description: 'Invalid query', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/mail/:id',
    summary: 'One e-mail with its message: from its .eml file when one was written, else rendered from its template',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: { 200: { description: 'The e-mail', schema: docs.component('MailDetail', mailDetailSchema) }, 400: { description: 'Invalid id', schema: error }, ...notFound, ...denied },
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/mail/:id/resend',
    summary: 'Send a failed e-mail again (back in the queue with fresh attempts)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: {
      200: { description: 'The e-mail, pending', schema: docs.component('MailSummary', mailSummarySchema) },
      409: { description: 'The e-mail has not failed', schema: error },
      ...notFound,
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.resend(currentUser(req), req.params.id));
    },
  });

  return router;
}
