/**
 * Runs the app on a port with its own connection pool. Signals are the caller's business
 * (scripts/start.ts); `close()` is what it calls to drain and stop.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { bookingsPort } from './features/bookings/bookings.feature';
import { notificationsPort } from './features/notifications/notifications.feature';
import { createBalanceRemindersWorker } from './features/bookings/balance-reminders.worker';
import { createNotificationsWorker } from './features/notifications/notifications.worker';
import { createPaymentsWorker } from './features/payments/payments.worker';
import { createHoldsWorker } from './features/departures/holds.worker';
import { createAlertMailWorker } from './features/events/alert-mail.worker';
import { createTravellersRemindersWorker } from './features/departures/travellers-reminders.worker';
import { createReviewRequestsWorker } from './features/reviews/review-requests.worker';
import { receiptAttachments } from './features/receipts/receipts.feature';
import { createListeningCatalogueVersion } from './lib/catalogue-version';
import { createPool, endPool } from './lib/db';
import { createLogger } from './lib/logger';

export interface WebServer {
  port: number;
  url: string;
  /** Stops accepting connections, lets running requests finish (up to a grace period), ends the pool. */
  close(): Promise<void>;
}

export interface WebServerOptions {
  logger?: Logger;
  /** How long running requests may take to finish before their connections are cut. */
  shutdownGraceMs?: number;
  /** Slow-client limits; tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * What a slow or stalled client may hold a connection for (slowloris and slow-body attacks when no
 * proxy stands in front, as in the one-process default). nginx has its own, shorter ones.
 */
export interface ServerTimeouts {
  /** All request headers must arrive within this time. */
  headersMs: number;
  /** The whole request, body included: a 10 MB upload at about 1 Mbit/s fits. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this; longer than nginx's upstream keep-alive. */
  keepAliveMs: number;
  /** How often Node checks the two limits above. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 15_000, requestMs: 120_000, keepAliveMs: 65_000, checkEveryMs: 5_000 };

const DEFAULT_GRACE_MS = 10_000;

export async function startWebServer(config: Config, options: WebServerOptions = {}): Promise<WebServer> {
  const logger = options.logger ?? createLogger(config);
  const pool = createPool(config.databaseUrl, { logger });
  // The catalogue version kept in memory (LISTEN on a connection of its own), so cached catalogue
  // answers cost no query per request.
  const catalogueVersion = createListeningCatalogueVersion({ db: pool, databaseUrl: config.databaseUrl, logger });
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = createApp({ config, pool, logger, catalogueVersion });
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Longer than nginx's upstream keep-alive, so the proxy never reuses a socket we just closed.
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // What the fast lane keeps skips Express altogether (lib/fast-lane.ts); everything else goes to the app.
    (req, res) => app.fastLane(req as never, res as never, () => app(req, res)),
  );

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // No host (the default): every interface (IPv6 and IPv4), as a container or LAN access needs.
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await catalogueVersion.close();
    await endPool(pool);
    throw error;
  }

  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'web server listening');
  // Sends the e-mails of the notifications outbox (bookings, payments, password resets).
  const notifications = createNotificationsWorker({
    pool,
    mail: config.mail,
    publicBaseUrl: config.publicBaseUrl,
    logger,
    intervalMs: config.notificationsIntervalMs,
    ratePerSecond: config.mailRatePerSecond,
    // A payment's or refund's e-mail carries its receipt as a PDF.
    attachments: receiptAttachments(pool),
  });
  notifications.start();
  // Asks the providers about payments whose answer is late (a lost M-Pesa callback), with backoff.
  const paymentChecks = createPaymentsWorker({ pool, config, logger, bookings: bookingsPort, notifications: notificationsPort });
  paymentChecks.start();
  // E-mails the travellers whose balance is due in 14, 7 or 2 days (hourly; each reminder once).
  const reminders = createBalanceRemindersWorker({ pool, notifications: notificationsPort, logger });
  reminders.start();
  // Releases lapsed seat holds and waitlist offers, and offers freed seats to the waitlist.
  const holds = createHoldsWorker({ pool, notifications: notificationsPort, holdMinutes: config.seatHoldMinutes, logger, intervalMs: config.holdsIntervalMs });
  holds.start();
  // E-mails the lead traveller when travellers' details are missing 14 days before travel (hourly; once).
  const travellersReminders = createTravellersRemindersWorker({ pool, notifications: notificationsPort, logger });
  travellersReminders.start();
  // Asks travellers for a review 2 days after their trip (hourly; each booking once).
  const reviewRequests = createReviewRequestsWorker({ pool, notifications: notificationsPort, logger });
  reviewRequests.start();
  // E-mails staff the live alerts they chose in their profile (as they happen, or an hourly digest).
  const alertMail = createAlertMailWorker({ pool, notifications: notificationsPort, logger });
  alertMail.start();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? DEFAULT_GRACE_MS);
      try {
        await Promise.all([stopped, notifications.stop(), paymentChecks.stop(), reminders.stop(), holds.stop(), travellersReminders.stop(), reviewRequests.stop(), alertMail.stop()]);
      } finally {
        clearTimeout(grace);
        await catalogueVersion.close();
        await endPool(pool);
      }
      logger.info('web server stopped');
    })());

  return { port, url: `http://localhost:${port}`, close };
}
