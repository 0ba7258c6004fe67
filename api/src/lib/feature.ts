/**
 * The one shape of an API feature. `app.ts` (the composition root) calls each feature's
 * `xxxFeature(deps)` once; the feature builds its repositories, service and routes and hands back
 * a router that mounts its own paths under `/api`. A feature that needs another one gets that
 * feature's port in `deps` from app.ts, never by importing its files.
 */
import type { Router } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { OpenApiRegistry } from './openapi';

/** What every feature gets from the composition root. */
export interface FeatureDeps {
  pool: pg.Pool;
  config: Config;
  docs: OpenApiRegistry;
  logger: Logger;
}

/** What every feature gives back: its routes, at their full paths below `/api`. */
export interface Feature {
  router: Router;
}
