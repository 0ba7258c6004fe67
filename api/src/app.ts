/**
 * The Express application, without listening: tests run it on port 0 with their own database,
 * `startWebServer` runs it for real.
 */
import compression from 'compression';
import express from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config';
import { accountFeature } from './features/account/account.feature';
import { departuresFeature } from './features/departures/departures.feature';
import { waitlistFeature } from './features/departures/waitlist.feature';
import { authFeature } from './features/auth/auth.feature';
import { blogFeature } from './features/blog/blog.feature';
import { bookingsFeature, bookingsPort } from './features/bookings/bookings.feature';
import { enquiriesFeature } from './features/enquiries/enquiries.feature';
import { eventsFeature } from './features/events/events.feature';
import { fleetFeature } from './features/fleet/fleet.feature';
import { healthFeature } from './features/health/health.feature';
import { newsletterFeature } from './features/newsletter/newsletter.feature';
import { notificationsFeature, notificationsPort } from './features/notifications/notifications.feature';
import { partnersFeature } from './features/partners/partners.feature';
import { settingsFeature } from './features/settings/settings.feature';
import { paymentsFeature, paymentsPort } from './features/payments/payments.feature';
import { proposalsFeature } from './features/proposals/proposals.feature';
import { ratesFeature } from './features/rates/rates.feature';
import { receiptsFeature } from './features/receipts/receipts.feature';
import { reviewsFeature } from './features/reviews/reviews.feature';
import { staffFeature } from './features/staff/staff.feature';
import { toursFeature } from './features/tours/tours.feature';
import { uploadsFeature } from './features/uploads/uploads.feature';
import { webFeature } from './features/web/web.feature';
import { createCatalogueCache, type CatalogueVersion } from './lib/catalogue-cache';
import { errorHandler } from './lib/error-handler';
import { compressionWhenAccepted, fastLanes } from './lib/fast-lane';
import { jsonBody } from './lib/json-body';
import { rejectUnsafeText } from './lib/safe-text';
import type { FeatureDeps } from './lib/feature';
import { createLogger, httpLogger } from './lib/logger';
import { OpenApiRegistry } from './lib/openapi';
import { defineRoute } from './lib/route';
import { securityHeaderList, securityHeaders } from './lib/security-headers';

export interface AppDeps {
  config: Config;
  pool: pg.Pool;
  logger?: Logger;
  /** How the catalogue's version is known: kept by listening in the server (server.ts); read per request by default. */
  catalogueVersion?: CatalogueVersion;
}

/** Version of the HTTP contract published in /api/docs. */
const API_VERSION = '1.0.0';
/** The largest JSON body the API reads (1 MiB): bodies are forms and admin edits; files go through multipart uploads. */
const JSON_LIMIT_BYTES = 1024 * 1024;
/** Answers smaller than this go uncompressed (compression's own default, stated for the booking lane). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The app, and its fast lane (lib/fast-lane.ts) for the server to run ahead of Express (the app also runs it first itself). */
export type SafariApp = express.Express & { fastLane: express.RequestHandler };

export function createApp(deps: AppDeps): SafariApp {
  const { config, pool } = deps;
  const logger = deps.logger ?? createLogger(config);
  const docs = new OpenApiRegistry();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // One per app instance: the catalogue answers in memory, keyed by the version every replica shares
  // through Postgres.
  const catalogue = createCatalogueCache(pool, { version: deps.catalogueVersion });
  const laneOptions = { headers: securityHeaderList(config), logger };

  /*
   * The composition root: the one place that knows every feature. Each feature exports
   * `xxxFeature(deps)`, which builds its repositories, service and routes from the shared `base`
   * (pool, config, docs, logger) plus what it needs from other features, and returns `{ router }`
   * (with its paths below /api) and anything it offers others (`auth`, `pageMeta`). A feature that
   * writes another feature's table in its own transaction gets that feature's port here
   * (`notificationsPort`, `bookingsPort`: functions of a transaction client), never by import. A new
   * feature is one more line below, in the order its routes must match:
   *   const thing = thingFeature({ ...base, auth, notifications });  // then api.use(thing.router)
   */
  const base: FeatureDeps = { pool, config, docs, logger };
  const notifications = notificationsPort;
  // Built, with two exceptions, in the order their routes match (which is also the order of /api/docs).
  const health = healthFeature(base);
  // Auth is built first because tours and the staff routes need its guards; it still matches third.
  const auth = authFeature({ ...base, notifications, bookings: bookingsPort });
  const tours = toursFeature({ ...base, auth: auth.auth, catalogue });
  // Uploads too: the staff's accounts take its image pipeline for avatars.
  const uploads = uploadsFeature({ ...base, auth: auth.auth });
  const account = accountFeature({ ...base, auth: auth.auth, images: uploads.images, notifications });
  const blog = blogFeature({ ...base, auth: auth.auth, catalogue });
  const newsletter = newsletterFeature({ ...base, notifications });
  const enquiries = enquiriesFeature({ ...base, auth: auth.auth, notifications });
  const proposals = proposalsFeature({ ...base, notifications });
  const partners = partnersFeature({ ...base, auth: auth.auth, catalogue });
  const settings = settingsFeature({ ...base, auth: auth.auth, catalogue });
  const bookings = bookingsFeature({ ...base, auth: auth.auth, notifications, payments: paymentsPort, catalogue });
  const payments = paymentsFeature({ ...base, auth: auth.auth, notifications, bookings: bookingsPort });
  const receipts = receiptsFeature({ ...base, auth: auth.auth });
  const rates = ratesFeature({ ...base, auth: auth.auth });
  const departures = departuresFeature({ ...base, auth: auth.auth, notifications });
  const fleet = fleetFeature({ ...base, auth: auth.auth });
  const waitlist = waitlistFeature({ ...base, auth: auth.auth });
  const staff = staffFeature({ ...base, auth: auth.auth });
  const mail = notificationsFeature({ ...base, auth: auth.auth });
  const events = eventsFeature({ ...base, auth: auth.auth });
  const reviews = reviewsFeature({ ...base, auth: auth.auth, images: uploads.images, notifications, catalogue });
  const apiFeatures = [health, tours, auth, account, blog, newsletter, enquiries, proposals, partners, settings, bookings, payments, receipts, rates, departures, fleet, waitlist, staff, uploads, mail, events, reviews];

  const api = express.Router();
  // API answers are personal or live unless a route says otherwise.
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  const [bodyReader, safeText] = [jsonBody(JSON_LIMIT_BYTES, express.json({ limit: JSON_LIMIT_BYTES })), rejectUnsafeText()];
  const apiFront = [noStore, bodyReader, safeText];
  for (const handler of apiFront) api.use(handler);
  for (const feature of apiFeatures) api.use(feature.router);

  defineRoute(api, docs, {
    method: 'get',
    path: '/api/docs',
    summary: 'This OpenAPI 3.1 document',
    tags: ['meta'],
    responses: { 200: { description: 'The OpenAPI document' } },
    handler: (_req, res) => {
      res.set('Cache-Control', 'no-cache').json(
        docs.document({
          title: 'Safari tours API',
          version: API_VERSION,
          description: 'API of the East Africa safari operator: catalogue, bookings, enquiries and administration.',
        }),
      );
    },
  });
  api.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  const web = webFeature({
    pool,
    config,
    pageMeta: [blog.pageMeta, reviews.tourMeta(tours.pageMeta)],
    catalogue: { ...tours.pages, ...blog.pages, ...departures.pages, ...reviews.pages },
    catalogueState: () => catalogue.version.current(),
    catalogueKnown: () => catalogue.version.known(),
    fastLane: laneOptions,
    settings: settings.read,
  });

  // Responses that carry their own Content-Encoding (the build's precompressed assets) are sent as they are.
  const compress = compression({ level: 1, threshold: COMPRESSION_THRESHOLD_BYTES, filter: (req, res) => !res.getHeader('Content-Encoding') && compression.filter(req, res) });
  const [logRequests, siteHeaders] = [httpLogger(logger), securityHeaders(config)];
  const appFront = [logRequests, siteHeaders, compress];
  const onError = errorHandler(logger);
  // POST /api/bookings ahead of Express (features/bookings/bookings.bare-lane.ts): a traveller's plain
  // booking without Express, anything else through the same middleware; compression set up only for
  // a client that takes a compressed answer.
  const bookingLane = bookings.createLane(
    {
      outer: [logRequests, siteHeaders, compressionWhenAccepted(compress), noStore],
      body: bodyReader,
      checks: [safeText],
      headers: laneOptions.headers,
      logger,
      jsonLimitBytes: JSON_LIMIT_BYTES,
      compressionThreshold: COMPRESSION_THRESHOLD_BYTES,
    },
    { request: app.request, response: app.response, onError },
  );
  // Mounted once every feature is built, so the fast lanes (lib/fast-lane.ts) can come first.
  const fastLane = fastLanes(catalogue.fastLane(laneOptions), web.fastLane, bookingLane);
  app.use(fastLane);
  for (const handler of appFront) app.use(handler);
  app.use('/api', api);
  app.use(web.router);
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.use(onError);
  return Object.assign(app, { fastLane });
}
