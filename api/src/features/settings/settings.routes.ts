/**
 * `GET /api/settings` (public; from memory, revalidated with the ETag: a change bumps the catalogue
 * version on every replica) and `PUT /api/admin/settings` (admins).
 */
import { Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { siteSettingsAnswerSchema, siteSettingsSchema } from '@safari/shared/settings';
import { currentUser, type Auth } from '../../lib/auth';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { SettingsService } from './settings.service';

/** The catalogue cache's key of the settings answer (the pages read the same entry). */
export const SETTINGS_KEY = 'settings';

export function settingsRouter(deps: { service: SettingsService; auth: Auth; docs: OpenApiRegistry; catalogue: CatalogueCache }): Router {
  const { service, auth, docs, catalogue } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const answer = docs.component('SiteSettingsAnswer', siteSettingsAnswerSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/settings',
    summary: "The operator's site settings: name, contact details, office hours (Nairobi time), social and review links, trust figures, footer badges",
    tags: ['catalogue'],
    responses: {
      200: {
        description: 'The settings',
        schema: answer,
        headers: { ETag: { description: 'Send it back in If-None-Match to get a 304 when nothing changed' } },
      },
      304: { description: 'Not modified since the ETag sent in If-None-Match' },
    },
    handler: async (req, res) => {
      await catalogue.send(req, res, { key: SETTINGS_KEY, build: () => service.get() });
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/settings',
    summary: 'Change the site settings (admins); every server-rendered page shows them at once',
    tags: ['admin'],
    auth: true,
    body: siteSettingsSchema,
    responses: {
      200: { description: 'The settings now', schema: answer },
      400: { description: 'Invalid settings (fields name each one, e.g. `phone`, `officeHours.to`)', schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not an admin', schema: error },
    },
    before: [requireSection(auth, 'settings')],
    handler: async (req, res) => {
      res.json(await service.update(currentUser(req), req.body));
    },
  });

  return router;
}
