/**
 * Reminds travellers of a balance left after a deposit: 14, 7 and 2 days before it is due, each
 * once, and none once it is paid. Each reminder is a row of `balance_reminders` written in the same
 * transaction as its e-mail (the outbox), so several replicas running this worker send it once.
 * A clock that jumps (a worker down for a week) sends only the reminder that applies now.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { BALANCE_REMINDER_DAYS, daysBetween, reminderThreshold } from '@safari/shared/money';
import { withTx } from '../../lib/db';
import type { NotificationsPort } from '../../lib/outbox';
import { nairobiToday } from '../../lib/rates.repo';
import { repeatEvery } from '../../lib/repeat';
import { createBookingsRepo } from './bookings.repo';
import { mailFacts } from './bookings.service';
import { createLedgerRepo } from './ledger.repo';

export interface BalanceRemindersWorker {
  /** Sends the reminders due on `now`'s day in Nairobi; resolves with how many were queued. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const LONGEST = Math.max(...BALANCE_REMINDER_DAYS);
const HOUR_MS = 60 * 60_000;

export function createBalanceRemindersWorker(deps: { pool: pg.Pool; notifications: NotificationsPort; logger?: Logger; intervalMs?: number }): BalanceRemindersWorker {
  const { pool, notifications, logger } = deps;

  async function remind(bookingId: string, today: string): Promise<boolean> {
    return withTx(pool, async (client) => {
      const repo = createBookingsRepo(client);
      const booking = await repo.lockById(bookingId);
      if (!booking || booking.status === 'canceled' || !booking.contactEmail) return false;
      const daysLeft = daysBetween(today, booking.balanceDueDate);
      const threshold = reminderThreshold(daysLeft);
      if (threshold === undefined) return false;
      const totals = await createLedgerRepo(client).totals(booking);
      if (totals.balance <= 0 || totals.paymentStatus === 'paid') return false;
      const { rowCount } = await client.query('insert into balance_reminders (booking_id, days_before) values ($1, $2) on conflict do nothing', [booking.id, threshold]);
      if (!rowCount) return false;
      await notifications.outbox(client).queue('balance_reminder', booking.contactEmail, {
        ...mailFacts(booking),
        balance: totals.balance,
        balanceCurrency: booking.currency,
        dueDate: booking.balanceDueDate,
        daysLeft,
      });
      return true;
    });
  }

  async function runOnce(now = new Date()): Promise<number> {
    const today = nairobiToday(now);
    // Bookings with a deposit or a part paid whose due date is near or past; the per-booking check decides.
    const { rows } = await pool.query<{ id: string }>(
      `select id from bookings
        where status <> 'canceled' and payment_status in ('deposit paid', 'partially paid') and contact_email <> ''
          and balance_due_date <= $1::date + $2::int
        order by balance_due_date, id`,
      [today, LONGEST],
    );
    let queued = 0;
    for (const row of rows) if (await remind(row.id, today)) queued += 1;
    return queued;
  }

  const loop = repeatEvery(deps.intervalMs ?? HOUR_MS, () => runOnce(), {
    done: (queued) => {
      if (queued) logger?.info({ queued }, 'balance reminders queued');
    },
    failed: (error) => logger?.error({ err: error }, 'balance reminders failed'),
  });
  return {
    runOnce,
    start() {
      // A first round at start-up, then hourly.
      loop.runOnce().catch((error: unknown) => logger?.error({ err: error }, 'balance reminders failed'));
      loop.start();
    },
    stop: loop.stop,
  };
}
