/**
 * E-mails staff the live alerts they asked for (issue 30): as they happen (every round, one e-mail
 * listing what is new) or as an hourly digest. Each member of staff's row is locked (skip locked)
 * while their e-mail is queued and `last_event_id` moved on, in one transaction: several replicas
 * running this worker send each alert once. Only kinds the member's role may see are mailed, checked
 * at send time (a role changed since the choice was saved); a disabled account gets nothing.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { alertKindsFor, STAFF_ALERT_DIGEST_MS, STAFF_ALERT_MAIL_INTERVAL_MS, STAFF_ALERT_MAIL_MAX_EVENTS } from '@safari/shared/staff-alert-mail';
import { withTx } from '../../lib/db';
import type { NotificationsPort } from '../../lib/outbox';
import { repeatEvery } from '../../lib/repeat';
import { createAlertMailRepo } from './alert-mail.repo';

export interface AlertMailWorker {
  /** One round at `now`; resolves with how many e-mails were queued. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createAlertMailWorker(deps: { pool: pg.Pool; notifications: NotificationsPort; logger?: Logger; intervalMs?: number }): AlertMailWorker {
  const { pool, notifications, logger } = deps;

  async function mailOne(userId: string, now: Date): Promise<boolean> {
    return withTx(pool, async (client) => {
      const repo = createAlertMailRepo(client);
      const row = await repo.lock(userId);
      if (!row || !row.active) return false;
      // A digest waits an hour after the last one.
      if (row.mode === 'hourly' && row.lastSentAt && now.getTime() - row.lastSentAt.getTime() < STAFF_ALERT_DIGEST_MS) return false;
      const allowed = alertKindsFor(row.role);
      const kinds = row.kinds.filter((kind) => allowed.includes(kind));
      if (kinds.length === 0) return false;
      const { events, total, newestId } = await repo.eventsAfter(row.lastEventId, kinds, STAFF_ALERT_MAIL_MAX_EVENTS);
      if (events.length === 0) return false;
      await notifications.outbox(client).queue('staff_alert', row.email, {
        name: row.name,
        mode: row.mode,
        events: events.map((event) => ({ kind: event.kind, at: event.at, ...event.summary })),
        more: total - events.length,
      });
      await repo.markSent(row.userId, newestId, now);
      return true;
    });
  }

  async function runOnce(now = new Date()): Promise<number> {
    let queued = 0;
    for (const userId of await createAlertMailRepo(pool).wanted()) if (await mailOne(userId, now)) queued += 1;
    return queued;
  }

  const loop = repeatEvery(deps.intervalMs ?? STAFF_ALERT_MAIL_INTERVAL_MS, () => runOnce(), {
    done: (queued) => {
      if (queued) logger?.info({ queued }, 'staff alert e-mails queued');
    },
    failed: (error) => logger?.error({ err: error }, 'staff alert e-mails failed'),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
