import { Router } from 'express';
import { partnerListSchema } from '@safari/shared/partner';
import type { OpenApiRegistry } from '../../lib/openapi';
import type { PartnersService } from './partners.service';

/** Catalogue answers may be cached, but must be revalidated (ETag) before use. */
const REVALIDATE = 'no-cache';

export function partnersRouter(deps: { service: PartnersService; docs: OpenApiRegistry }): Router {
  const { service, docs } = deps;
  const router = Router();

  docs.add({
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
  });
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', REVALIDATE).json(await service.listPublic());
  });

  return router;
}
