/**
 * The audit trail: `GET /api/audit` (admins, the whole trail, filtered and paged), `GET /api/audit/actors`
 * (the 'User' filter's choices) and `GET /api/audit/{entity}/{entityId}` (one record's history, for
 * the staff of that record's section). Mount at /api.
 */
import { Router } from 'express';
import {
  auditActorListSchema,
  auditHistoryParamsSchema,
  auditHistoryQuerySchema,
  auditListQuerySchema,
  auditPageSchema,
} from '@safari/shared/admin-audit';
import { apiErrorSchema } from '@safari/shared/api-error';
import { STAFF_ROLES } from '@safari/shared/staff';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { AuditService } from './audit.admin.service';

export function auditRouter(deps: { service: AuditService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const page = docs.component('AuditPage', auditPageSchema);
  const admins = requireSection(auth, 'audit');

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/audit',
    summary: 'One page of the audit trail (admins): who did what, when, with the record before and after',
    tags: ['admin'],
    auth: true,
    query: auditListQuerySchema,
    responses: {
      200: { description: 'The page, newest first', schema: page },
      400: { description: 'Invalid filter', schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not an admin', schema: error },
    },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/audit/actors',
    summary: 'The staff who have entries in the audit trail (admins)',
    tags: ['admin'],
    auth: true,
    responses: {
      200: { description: 'Staff, by name', schema: docs.component('AuditActorList', auditActorListSchema) },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not an admin', schema: error },
    },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.actors(currentUser(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/audit/:entity/:entityId',
    summary: "One record's history, newest first, for the staff who may manage that kind of record",
    tags: ['admin'],
    auth: true,
    params: auditHistoryParamsSchema,
    query: auditHistoryQuerySchema,
    responses: {
      200: { description: 'The page, newest first', schema: page },
      400: { description: 'Unknown entity or invalid page', schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: "Not staff of the record's section", schema: error },
    },
    // Any staff here, and the record's own section in the service.
    before: [auth.requireRole(...STAFF_ROLES)],
    handler: async (req, res) => {
      res.json(await service.history(currentUser(req), req.params.entity, req.params.entityId, req.query));
    },
  });

  return router;
}
