/**
 * The waitlist: anyone joins a departure their party does not fit; staff list and remove entries.
 * Offers are made by the holds worker (holds.worker.ts) when seats free up.
 */
import { WAITLIST_MESSAGES, type WaitlistEntry, type WaitlistJoin, type WaitlistJoined } from '@safari/shared/waitlist';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { NotFoundError, SeatsError } from '../../lib/errors';
import { nairobiToday } from '../../lib/rates.repo';
import { assertSection } from '../../lib/staff-access';
import type { WaitlistRepo } from './waitlist.repo';

export interface WaitlistStore {
  waitlist: WaitlistRepo;
  audit: AuditRepo;
}

export interface WaitlistService {
  /** Joins the waitlist; 404 for a departure that is not open, 409 with the seats left when the party fits now. */
  join(departureId: string, input: WaitlistJoin): Promise<WaitlistJoined>;
  list(actor: AuthUser | undefined, departureId: string): Promise<WaitlistEntry[]>;
  /** Removes an entry (audited); an offer's held seats go back for the next party. */
  remove(actor: AuthUser | undefined, entryId: string): Promise<void>;
}

export function createWaitlistService(deps: { store: Store<WaitlistStore>; today?: () => string }): WaitlistService {
  const { store } = deps;
  const today = deps.today ?? (() => nairobiToday());

  return {
    async join(departureId, input) {
      const id = departureId.toLowerCase();
      const departure = UUID_PATTERN.test(id) ? await store.repos.waitlist.findOpenDeparture(id, today()) : null;
      if (!departure) throw new NotFoundError(WAITLIST_MESSAGES.departureNotFound);
      // A party that fits books instead (a waitlist behind free seats would never be offered them).
      if (departure.seatsLeft >= input.party) throw new SeatsError(WAITLIST_MESSAGES.notFull, departure.seatsLeft);
      return store.repos.waitlist.join(departure.id, input);
    },

    async list(actor, departureId) {
      assertSection(actor, 'bookings');
      const id = departureId.toLowerCase();
      if (!UUID_PATTERN.test(id) || !(await store.repos.waitlist.departureExists(id))) throw new NotFoundError('Departure not found');
      return store.repos.waitlist.list(id);
    },

    async remove(actor, entryId) {
      assertSection(actor, 'bookings');
      const staff = actor;
      const id = entryId.toLowerCase();
      if (!UUID_PATTERN.test(id)) throw new NotFoundError(WAITLIST_MESSAGES.entryNotFound);
      await store.transaction(async (tx) => {
        const entry = await tx.waitlist.lockEntry(id);
        if (!entry || entry.status === 'removed') throw new NotFoundError(WAITLIST_MESSAGES.entryNotFound);
        const { departureId, offeredSeats, ...before } = entry;
        await tx.waitlist.remove(entry.id, departureId, entry.status === 'offered' ? offeredSeats : 0);
        await tx.audit.record({
          actorId: staff.id,
          action: 'delete',
          entity: 'waitlist_entry',
          entityId: entry.id,
          details: { departureId, party: entry.party, status: entry.status },
          before,
          after: { ...before, status: 'removed', offerExpiresAt: null },
        });
      });
    },
  };
}
