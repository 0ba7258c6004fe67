/**
 * The outbox worker: sends queued notifications, retrying failures with exponential backoff.
 * Every API replica runs one; rows are claimed with `for update skip locked` plus a lease, so each
 * e-mail is sent by one replica only, and a replica that dies mid-send hands its rows back when
 * the lease runs out.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { MailConfig } from '../../config';
import { createMailer, type Mailer } from './mailer';
import type { MailAttachments } from '../../lib/mail-attachments';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../lib/outbox';
import { repeatEvery } from '../../lib/repeat';
import { renderNotification } from './notification-templates';
import { createNotificationsRepo, type ClaimedNotification } from './notifications.repo';

export interface RetryPolicy {
  /** Wait before the second attempt; doubles with every further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts the notification is marked 'failed' for staff to look at. */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 6 * 60 * 60_000, maxAttempts: 8 };
/** How long a claimed row stays hidden from other workers while it is being sent. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/** Delay before the next attempt after `attempts` failed ones: base × 2^(attempts − 1), capped. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface NotificationsWorkerOptions {
  pool: pg.Pool;
  mail: MailConfig;
  /** Absolute base of the links in e-mails. */
  publicBaseUrl: string;
  logger?: Logger;
  intervalMs?: number;
  retry?: RetryPolicy;
  /** Tests pass their own. */
  mailer?: Mailer;
  /** Files to attach, made at send time (a receipt's PDF): server.ts passes the receipts feature's. */
  attachments?: MailAttachments;
  /**
   * E-mails sent per second at most (MAIL_RATE_PER_SECOND); unset: as fast as they go. A round that
   * finds a backlog sends it batch after batch, each batch taking at least its share of a second.
   */
  ratePerSecond?: number;
}

export interface RunResult {
  sent: number;
  failed: number;
}

export interface NotificationsWorker {
  /** Sends what is due now; resolves when this round is done. */
  runOnce(): Promise<RunResult>;
  /** Runs a round every interval until stop(). */
  start(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as string[]).includes(kind);

export function createNotificationsWorker(options: NotificationsWorkerOptions): NotificationsWorker {
  const repo = createNotificationsRepo(options.pool);
  const retry = options.retry ?? DEFAULT_RETRY;
  const intervalMs = options.intervalMs ?? 10_000;
  let mailer = options.mailer;

  async function deliver(item: ClaimedNotification): Promise<boolean> {
    let rendered;
    let kind: NotificationKind;
    try {
      if (!isKind(item.kind)) throw new Error(`unknown notification kind '${item.kind}'`);
      kind = item.kind;
      rendered = renderNotification(kind, item.payload, { publicBaseUrl: options.publicBaseUrl });
    } catch (error) {
      // A row that cannot be rendered will not get better by waiting.
      await repo.markAttemptFailed(item.id, `cannot render: ${String(error)}`, null);
      options.logger?.error({ err: error, notificationId: item.id }, 'notification cannot be rendered');
      return false;
    }
    try {
      mailer ??= createMailer(options.mail);
      // Made now, with the send: a file that cannot be made yet (the database is away) is retried like the send.
      const attachments = (await options.attachments?.(kind, item.payload)) ?? [];
      const where = await mailer.send({ ...rendered, to: item.recipient, notificationId: item.id, kind, attachments });
      await repo.markSent(item.id);
      options.logger?.info({ notificationId: item.id, kind: item.kind, where }, 'notification sent');
      return true;
    } catch (error) {
      const message = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error);
      const giveUp = item.attempts >= retry.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelayMs(item.attempts, retry));
      await repo.markAttemptFailed(item.id, message, retryAt);
      options.logger?.warn({ notificationId: item.id, attempts: item.attempts, retryAt, err: error }, 'notification not sent');
      return false;
    }
  }

  /** Waits `ms`, or less when the worker is stopped meanwhile. */
  async function pause(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (!loop.stopped() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, Math.min(100, until - Date.now())));
  }

  async function round(): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0 };
    for (;;) {
      const startedAt = Date.now();
      const batch = await repo.claimDue(BATCH_SIZE, LEASE_MS);
      for (const item of batch) {
        if (await deliver(item)) result.sent += 1;
        else result.failed += 1;
      }
      if (batch.length < BATCH_SIZE || loop.stopped()) return result;
      if (options.ratePerSecond) await pause((batch.length * 1000) / options.ratePerSecond - (Date.now() - startedAt));
    }
  }

  const loop = repeatEvery(intervalMs, round, { failed: (error) => options.logger?.error({ err: error }, 'notifications round failed') });

  return {
    runOnce: loop.runOnce,
    start: loop.start,
    async stop() {
      await loop.stop();
      if (!options.mailer) {
        mailer?.close();
        mailer = undefined;
      }
    },
  };
}
