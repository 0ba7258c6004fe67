import { Router } from 'express';
import { partnerListSchema } from '@safari/shared/partner';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { PartnersService } from './partners.service';

/** Catalogue answers come from memory (lib/catalogue-cache): cached by clients, revalidated with the ETag. */
export function partnersRouter(deps: { service: PartnersService; docs: OpenApiRegistry; catalogue: CatalogueCache }): Router {
  const { service, docs, catalogue } = deps;
  const router = Router();

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/partners',
    summary: 'Partners shown in the home page logo carousel, in display order',
    tags: ['partners'],
    responses: {
      200: {
        description: 'The partners',
        schema: docs.component('PartnerList', partnerListSchema),
        headers: { ETag: { description: 'Send it back in If-None-Match to get a 304 when nothing changed' } },
      },
      304: { description: 'Not modified since the ETag sent in If-None-Match' },
    },
    handler: async (req, res) => {
      await catalogue.send(req, res, { key: 'partners', build: () => service.listPublic() });
    },
  });

  return router;
}
