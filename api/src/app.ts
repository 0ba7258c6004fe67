/**
 * The Express application, without listening: tests run it on port 0 with their own database,
 * `startWebServer` runs it for real.
 */
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createHealthRepo } from './features/health/health.repo';
import { healthRouter } from './features/health/health.routes';
import { createHealthService } from './features/health/health.service';
import { createToursRepo } from './features/tours/tours.repo';
import { toursRouter } from './features/tours/tours.routes';
import { createToursService } from './features/tours/tours.service';
import { pwaRouter, uploadsRouter } from './features/web/web.routes';
import { errorHandler } from './lib/error-handler';
import { createLogger, httpLogger } from './lib/logger';
import { OpenApiRegistry } from './lib/openapi';

export interface AppDeps {
  config: Config;
  pool: pg.Pool;
  logger?: Logger;
}

/** Version of the HTTP contract published in /api/docs. */
const API_VERSION = '1.0.0';
/** JSON bodies are forms and admin edits; files go through multipart uploads. */
const JSON_LIMIT = '1mb';

function securityHeaders(config: Config) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // MUI / emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Tour and blog images may be absolute https URLs (spec: 'absolute http(s) as is').
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The contact page embeds an OpenStreetMap iframe.
        frameSrc: ['https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // HSTS only makes sense (and only sticks) behind HTTPS in production.
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 15_552_000 } : false,
  });
}

export function createApp(deps: AppDeps): express.Express {
  const { config, pool } = deps;
  const logger = deps.logger ?? createLogger(config);
  const docs = new OpenApiRegistry();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(httpLogger(logger));
  app.use(securityHeaders(config));
  app.use(compression());

  const api = express.Router();
  // API answers are personal or live unless a route says otherwise.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: JSON_LIMIT }));
  api.use('/health', healthRouter({ service: createHealthService(createHealthRepo(pool)), docs }));
  api.use('/tours', toursRouter({ service: createToursService(createToursRepo(pool)), docs }));

  docs.add({
    method: 'get',
    path: '/api/docs',
    summary: 'This OpenAPI 3.1 document',
    tags: ['meta'],
    responses: { 200: { description: 'The OpenAPI document' } },
  });
  api.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(
      docs.document({
        title: 'Safari tours API',
        version: API_VERSION,
        description: 'API of the East Africa safari operator: catalogue, bookings, enquiries and administration.',
      }),
    );
  });
  api.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use('/api', api);

  app.use('/uploads', uploadsRouter(config.uploadsDir));
  app.use(pwaRouter(config.pwaDist));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.use(errorHandler(logger));
  return app;
}
