import { Router } from 'express';
import { healthSchema } from '@safari/shared/health';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { HealthService } from './health.service';

const HEALTH_RETRY_AFTER_SECONDS = 5;

export function healthRouter(deps: { service: HealthService; docs: OpenApiRegistry }): Router {
  const router = Router();
  const schema = deps.docs.component('Health', healthSchema);
  defineRoute(router, deps.docs, {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    tags: ['health'],
    responses: {
      200: { description: 'The API and its database are up', schema },
      503: { description: 'The database cannot be reached', schema },
    },
    handler: async (_req, res) => {
      const health = await deps.service.check();
      res.set('Cache-Control', 'no-store');
      // A load balancer or client may look again after a database restart's few seconds.
      if (health.status !== 'ok') res.set('Retry-After', String(HEALTH_RETRY_AFTER_SECONDS));
      res.status(health.status === 'ok' ? 200 : 503).json(health);
    },
  });
  return router;
}
