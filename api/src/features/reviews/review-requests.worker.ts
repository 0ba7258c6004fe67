/**
 * Asks the traveller for a review 2 days after the trip (its travel date), once. The request's row
 * (`review_requests`) is written in the same transaction as its e-mail, so several replicas running
 * this worker send it once. A worker that was down catches up on the next round, for trips up to
 * 30 days back; a trip already reviewed, or one a staff member asked about by hand, is skipped.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { daysBefore } from '@safari/shared/money';
import { REVIEW_REQUEST_DAYS_AFTER } from '@safari/shared/review';
import { withTx } from '../../lib/db';
import type { NotificationsPort } from '../../lib/outbox';
import { nairobiToday } from '../../lib/rates.repo';
import { repeatEvery } from '../../lib/repeat';
import { travellerBookingMail } from '../../lib/traveller-booking-mail';
import { createReviewsRepo } from './reviews.repo';
import { whyNotReviewable } from './reviews.service';

export interface ReviewRequestsWorker {
  /** Sends the requests due on `now`'s day in Nairobi; resolves with how many were queued. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60_000;
/** How far back a worker that was down still asks. */
const CATCH_UP_DAYS = 30;

export function createReviewRequestsWorker(deps: { pool: pg.Pool; notifications: NotificationsPort; logger?: Logger; intervalMs?: number }): ReviewRequestsWorker {
  const { pool, notifications, logger } = deps;

  async function request(bookingId: string, today: string): Promise<boolean> {
    return withTx(pool, async (client) => {
      const repo = createReviewsRepo(client);
      const booking = await repo.findBooking(bookingId, { lock: true });
      if (!booking || !booking.email || whyNotReviewable(booking, today) || (await repo.findByBooking(booking.id))) return false;
      if (!(await repo.markRequested(booking.id))) return false;
      await notifications.outbox(client).queue('review_request', booking.email, travellerBookingMail(booking));
      return true;
    });
  }

  async function runOnce(now = new Date()): Promise<number> {
    const today = nairobiToday(now);
    const last = daysBefore(today, REVIEW_REQUEST_DAYS_AFTER);
    const candidates = await createReviewsRepo(pool).needingRequest(daysBefore(last, CATCH_UP_DAYS), last);
    let queued = 0;
    for (const id of candidates) if (await request(id, today)) queued += 1;
    return queued;
  }

  const loop = repeatEvery(deps.intervalMs ?? HOUR_MS, () => runOnce(), {
    done: (queued) => {
      if (queued) logger?.info({ queued }, 'review requests queued');
    },
    failed: (error) => logger?.error({ err: error }, 'review requests failed'),
  });
  return {
    runOnce,
    start() {
      loop.runOnce().catch((error: unknown) => logger?.error({ err: error }, 'review requests failed'));
      loop.start();
    },
    stop: loop.stop,
  };
}
