/**
 * Reminds the lead traveller of missing travellers' details 14 days before travel, once. The
 * reminder's row (`traveller_reminders`) is written in the same transaction as its e-mail, so several
 * replicas running this worker send it once. A booking made closer to travel than 14 days, or a worker
 * that was down, is reminded on the next round (until the day before travel).
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { daysBefore } from '@safari/shared/money';
import { TRAVELLERS_REMINDER_DAYS } from '@safari/shared/travellers';
import { withTx } from '../../lib/db';
import type { NotificationsPort } from '../../lib/outbox';
import { nairobiToday } from '../../lib/rates.repo';
import { repeatEvery } from '../../lib/repeat';
import { travellerBookingMail } from '../../lib/traveller-booking-mail';
import { createTravellersRepo } from './travellers.repo';

export interface TravellersRemindersWorker {
  /** Sends the reminders due on `now`'s day in Nairobi; resolves with how many were queued. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60_000;

export function createTravellersRemindersWorker(deps: { pool: pg.Pool; notifications: NotificationsPort; logger?: Logger; intervalMs?: number }): TravellersRemindersWorker {
  const { pool, notifications, logger } = deps;

  async function remind(bookingId: string): Promise<boolean> {
    return withTx(pool, async (client) => {
      const repo = createTravellersRepo(client);
      const booking = await repo.lockBooking(bookingId);
      if (!booking || booking.status === 'canceled' || !booking.email) return false;
      const seats = booking.adults + booking.children;
      const missing = seats - (await repo.list(booking.id)).length;
      if (missing <= 0 || !(await repo.markReminded(booking.id))) return false;
      await notifications.outbox(client).queue('travellers_reminder', booking.email, {
        ...travellerBookingMail(booking),
        amount: booking.amount,
        currency: booking.currency,
        missing,
        seats,
      });
      return true;
    });
  }

  async function runOnce(now = new Date()): Promise<number> {
    const today = nairobiToday(now);
    const candidates = await createTravellersRepo(pool).needingReminder(daysBefore(today, -1), daysBefore(today, -TRAVELLERS_REMINDER_DAYS));
    let queued = 0;
    for (const id of candidates) if (await remind(id)) queued += 1;
    return queued;
  }

  const loop = repeatEvery(deps.intervalMs ?? HOUR_MS, () => runOnce(), {
    done: (queued) => {
      if (queued) logger?.info({ queued }, 'travellers reminders queued');
    },
    failed: (error) => logger?.error({ err: error }, 'travellers reminders failed'),
  });
  return {
    runOnce,
    start() {
      loop.runOnce().catch((error: unknown) => logger?.error({ err: error }, 'travellers reminders failed'));
      loop.start();
    },
    stop: loop.stop,
  };
}
