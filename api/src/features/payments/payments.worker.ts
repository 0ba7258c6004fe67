/**
 * The payments worker: every API replica runs one. Each round asks the providers about attempts
 * whose answer is overdue (a lost M-Pesa callback, a traveller who never came back from Pesapal or
 * PayPal) and applies what they say, through the same `applyOutcome` as a callback, so an attempt
 * settles exactly once. Attempts are claimed with `for update skip locked` and a lease (the service's
 * `checkDue`), so two replicas never ask about the same one at once.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { NotificationsPort } from '../../lib/outbox';
import { repeatEvery } from '../../lib/repeat';
import { createPaymentsStore } from './payments.feature';
import { createPaymentsService, type BookingsPort, type CheckRound, type PaymentsService, type PaymentTiming } from './payments.service';

export interface PaymentsWorkerOptions {
  pool: pg.Pool;
  config: Config;
  bookings: BookingsPort;
  notifications: NotificationsPort;
  logger?: Logger;
  /** How often a round runs; due checks are minutes apart, so a few seconds' delay is harmless. */
  intervalMs?: number;
  /** Tests move the clock and shorten the waits. */
  now?: () => Date;
  timing?: Partial<PaymentTiming>;
}

export interface PaymentsWorker {
  /** Checks what is due now; resolves when this round is done. */
  runOnce(): Promise<CheckRound>;
  /** Runs a round every interval until stop(). */
  start(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

export function createPaymentsWorker(options: PaymentsWorkerOptions): PaymentsWorker {
  const { pool, config, bookings, notifications, logger, now, timing } = options;
  const service: PaymentsService = createPaymentsService({ store: createPaymentsStore(pool, bookings, notifications), config, logger, now, timing });
  const loop = repeatEvery(options.intervalMs ?? 15_000, () => service.checkDue(), {
    done: (round) => {
      if (round.checked) logger?.info(round, 'payment status checks');
    },
    failed: (error) => logger?.error({ err: error }, 'payment status round failed'),
  });
  return { runOnce: loop.runOnce, start: loop.start, stop: loop.stop };
}
