/**
 * The holds worker: every API replica runs one. Each round
 * 1. keeps the holds whose booking has a payment attempt in flight (an M-Pesa prompt being answered,
 *    a provider's page open), for another hold time;
 * 2. releases the other unpaid holds that ran out: their seats go back to the departure;
 * 3. expires the waitlist offers not used in time: their seats go back too;
 * 4. offers the seats now free on each departure to its waitlist, in the order parties joined: the
 *    first party that fits gets an offer (its seats held for the hold time) and an e-mail, then the
 *    next that fits what is left, and so on.
 * Step 4 is the one place freed seats reach the waitlist, whatever freed them (a cancellation, a
 * lapsed hold or offer, more seats). Rows are claimed with `for update skip locked`, so replicas
 * running rounds at once never release a hold twice nor offer the same seats twice.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { DEFAULT_SEAT_HOLD_MINUTES } from '@safari/shared/holds';
import { waitlistOfferPath } from '@safari/shared/waitlist';
import { withTx } from '../../lib/db';
import type { NotificationsPort } from '../../lib/outbox';
import { nairobiToday } from '../../lib/rates.repo';
import { repeatEvery } from '../../lib/repeat';
import { newOfferToken, offerTokenHash } from '../../lib/waitlist-offer';
import { createHoldsRepo } from './holds.repo';
import { createWaitlistRepo } from './waitlist.repo';

export interface HoldsRound {
  /** Lapsed holds kept because a payment attempt is in flight. */
  extended: number;
  /** Lapsed unpaid holds whose seats went back. */
  released: number;
  /** Waitlist offers that ran out. */
  expiredOffers: number;
  /** Waitlist offers made (and e-mailed). */
  offers: number;
}

export interface HoldsWorker {
  /** One round at `now` (tests move the clock); resolves with what it did. */
  runOnce(now?: Date): Promise<HoldsRound>;
  start(): void;
  stop(): Promise<void>;
}

/** Rows one statement claims at most; a round repeats until fewer come back. */
const BATCH = 200;
/** Departures one round offers seats on at most (the next round takes the rest). */
const DEPARTURES_PER_ROUND = 50;
/** Offers on one departure in one round at most (a guard: each takes seats, so the loop ends anyway). */
const OFFERS_PER_DEPARTURE = 100;

export function createHoldsWorker(deps: {
  pool: pg.Pool;
  notifications: NotificationsPort;
  /** SEAT_HOLD_MINUTES: how long a hold is kept for an attempt in flight, and how long an offer lasts. */
  holdMinutes?: number;
  logger?: Logger;
  intervalMs?: number;
  now?: () => Date;
}): HoldsWorker {
  const { pool, notifications, logger } = deps;
  const holdMs = (deps.holdMinutes ?? DEFAULT_SEAT_HOLD_MINUTES) * 60_000;
  const holdSeconds = holdMs / 1000;
  const holds = createHoldsRepo(pool);

  async function drain(step: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await step();
      total += done;
      if (done < BATCH) return total;
    }
  }

  /** Offers the free seats of one departure to its waitlist; returns how many offers were made. */
  async function offerSeats(departureId: string, now: Date, today: string): Promise<number> {
    return withTx(pool, async (client) => {
      const waitlist = createWaitlistRepo(client);
      const departure = await waitlist.lockForOffers(departureId, today);
      if (!departure) return 0;
      const outbox = notifications.outbox(client);
      const expiresAt = new Date(now.getTime() + holdMs);
      let left = departure.seatsLeft;
      let made = 0;
      for (let i = 0; i < OFFERS_PER_DEPARTURE && left > 0; i += 1) {
        const party = await waitlist.firstFitting(departure.id, left);
        if (!party) break;
        const token = newOfferToken();
        const held = await waitlist.offer(party, departure.id, offerTokenHash(token), now, expiresAt);
        if (held === null) continue;
        left -= held;
        made += 1;
        await outbox.queue('waitlist_offer', party.email, {
          name: party.name,
          tourName: departure.tourName,
          date: departure.date,
          party: held,
          offerPath: waitlistOfferPath(departure.tourSlug, departure.id, token),
          expiresAt: expiresAt.toISOString(),
          holdMinutes: holdMs / 60_000,
        });
      }
      return made;
    });
  }

  async function runOnce(now: Date = deps.now?.() ?? new Date()): Promise<HoldsRound> {
    const until = new Date(now.getTime() + holdMs);
    const extended = await holds.extendInFlight(now, until, holdSeconds);
    const released = await drain(() => holds.releaseLapsed(now, BATCH, holdSeconds));
    const expiredOffers = await drain(() => holds.expireOffers(now, BATCH));
    const today = nairobiToday(now);
    let offers = 0;
    for (const departureId of await createWaitlistRepo(pool).departuresWithFit(today, DEPARTURES_PER_ROUND)) {
      offers += await offerSeats(departureId, now, today);
    }
    return { extended, released, expiredOffers, offers };
  }

  const loop = repeatEvery(deps.intervalMs ?? 15_000, () => runOnce(), {
    done: (round) => {
      if (round.released || round.expiredOffers || round.offers) logger?.info(round, 'seat holds and waitlist offers');
    },
    failed: (error) => logger?.error({ err: error }, 'seat holds round failed'),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
