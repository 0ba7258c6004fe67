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
import { staffRouters } from './features/staff/staff.feature';
import { createAccountRepo } from './features/account/account.repo';
import { accountRouter } from './features/account/account.routes';
import { createAccountService } from './features/account/account.service';
import { createAuthRepo } from './features/auth/auth.repo';
import { authRouter, meRouter } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { bookingsFeature } from './features/bookings/bookings.feature';
import { blogPageMeta } from './features/blog/blog.meta';
import { createBlogRepo } from './features/blog/blog.repo';
import { blogRouter, guidesRouter } from './features/blog/blog.routes';
import { createBlogService } from './features/blog/blog.service';
import { enquiriesRouter } from './features/enquiries/enquiries.routes';
import { createEnquiriesService } from './features/enquiries/enquiries.service';
import { createHealthRepo } from './features/health/health.repo';
import { healthRouter } from './features/health/health.routes';
import { createHealthService } from './features/health/health.service';
import { newsletterRouter } from './features/newsletter/newsletter.routes';
import { createNewsletterService } from './features/newsletter/newsletter.service';
import { createPartnersRepo } from './features/partners/partners.repo';
import { partnersRouter } from './features/partners/partners.routes';
import { createPartnersService } from './features/partners/partners.service';
import { proposalsRouter } from './features/proposals/proposals.routes';
import { createProposalsService } from './features/proposals/proposals.service';
import { createToursRepo } from './features/tours/tours.repo';
import { tourPageMeta } from './features/tours/tours.meta';
import { toursRouter } from './features/tours/tours.routes';
import { createToursService } from './features/tours/tours.service';
import { sitemapRouter } from './features/web/sitemap';
import { createWebRepo } from './features/web/web.repo';
import { pwaRouter, uploadsRouter } from './features/web/web.routes';
import { createAuth } from './lib/auth';
import { withTx } from './lib/db';
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

  const authRepo = createAuthRepo(pool);
  const auth = createAuth({ jwtSecret: config.jwtSecret, loadAccount: (id) => authRepo.findById(id) });
  const authService = createAuthService({
    repo: authRepo,
    auth,
    transaction: (fn) => withTx(pool, (client) => fn(createAuthRepo(client))),
  });
  const blogService = createBlogService({
    repo: createBlogRepo(pool),
    pool,
    transaction: (fn) => withTx(pool, (client) => fn(createBlogRepo(client))),
  });

  const api = express.Router();
  // API answers are personal or live unless a route says otherwise.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: JSON_LIMIT }));
  api.use('/health', healthRouter({ service: createHealthService(createHealthRepo(pool)), docs }));
  const toursService = createToursService(createToursRepo(pool));
  api.use('/tours', toursRouter({ service: toursService, docs }));
  api.use('/auth', authRouter({ service: authService, auth, docs }));
  api.use('/users/me', meRouter({ service: authService, auth, docs }));
  api.use('/users/me', accountRouter({ service: createAccountService({ repo: createAccountRepo(pool), auth }), auth, docs }));
  api.use('/blogs', blogRouter({ service: blogService, auth, docs }));
  api.use('/guides', guidesRouter({ service: blogService, docs }));
  api.use('/newsletter', newsletterRouter({ service: createNewsletterService(pool), docs }));
  api.use('/enquiries', enquiriesRouter({ service: createEnquiriesService({ pool }), docs }));
  api.use('/proposals', proposalsRouter({ service: createProposalsService({ pool }), docs }));
  api.use('/partners', partnersRouter({ service: createPartnersService(createPartnersRepo(pool)), docs }));
  api.use(bookingsFeature({ pool, config, auth, docs, logger }));
  api.use(staffRouters({ pool, uploadsDir: config.uploadsDir, auth, docs }));

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
  app.use(sitemapRouter(createWebRepo(pool)));
  // Pages with meta tags of their own (blog posts, tours); each resolver answers only its paths.
  const pageMeta = [blogPageMeta(blogService), tourPageMeta(toursService)];
  app.use(
    pwaRouter(config.pwaDist, {
      resolveMeta: async (path, origin) => {
        for (const resolve of pageMeta) {
          const meta = await resolve(path, origin);
          if (meta) return meta;
        }
        return null;
      },
    }),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.use(errorHandler(logger));
  return app;
}
