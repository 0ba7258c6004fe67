/** `/api/admin/partners…` (admins): the console's partner list, add, change or hide, reorder. Mount at /api. */
import { Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { adminPartnerListSchema, adminPartnerSchema, partnerInputSchema, partnerOrderSchema, partnerUpdateSchema, PARTNER_MESSAGES } from '@safari/shared/partner';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { PartnersAdminService } from './partners.admin.service';

export function partnersAdminRouter(deps: { service: PartnersAdminService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const admins = requireSection(auth, 'partners');
  const error = docs.component('ApiError', apiErrorSchema);
  const partner = docs.component('AdminPartner', adminPartnerSchema);
  const list = docs.component('AdminPartnerList', adminPartnerListSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin', schema: error },
  };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/partners',
    summary: 'Every partner (hidden ones too) in display order',
    tags: ['admin'],
    auth: true,
    responses: { 200: { description: 'The partners', schema: list }, ...denied },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/partners',
    summary: 'Add a partner (its logo uploaded first with POST /api/upload); shown last',
    tags: ['admin'],
    auth: true,
    body: partnerInputSchema,
    responses: { 201: { description: 'The new partner', schema: partner }, 400: { description: `Invalid fields, or the name is taken ('${PARTNER_MESSAGES.nameTaken}')`, schema: error }, ...denied },
    before: [admins],
    handler: async (req, res) => {
      res.status(201).json(await service.create(currentUser(req), req.body));
    },
  });

  // Before /:id, so 'order' is never taken for an id.
  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/partners/order',
    summary: "Reorder the partners: every partner's id, in the new display order",
    tags: ['admin'],
    auth: true,
    body: partnerOrderSchema,
    responses: { 200: { description: 'The partners in their new order', schema: list }, 400: { description: `Not every partner once ('${PARTNER_MESSAGES.orderMismatch}')`, schema: error }, ...denied },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.reorder(currentUser(req), req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/partners/:id',
    summary: "Change a partner's name, logo or website, or hide or show it (`hidden`)",
    description: 'A hidden partner stays in the console and leaves the public list (`GET /api/partners`) and the home page.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: partnerUpdateSchema,
    responses: { 200: { description: 'The partner', schema: partner }, 400: { description: 'Invalid fields, or the name is taken', schema: error }, 404: { description: 'No such partner', schema: error }, ...denied },
    before: [admins],
    handler: async (req, res) => {
      res.json(await service.update(currentUser(req), req.params.id, req.body));
    },
  });

  return router;
}
