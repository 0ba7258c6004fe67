/**
 * The travellers' details of a booking: read and saved by the signed-in owner, whoever holds the
 * booking's key, or staff (audited, without the details themselves). A refusal looks like an unknown
 * booking (404), as everywhere a booking is opened outside the console.
 */
import { canAccessSection } from '@safari/shared/staff';
import { TRAVELLER_MESSAGES as M, type BookingTravellers, type TravellersInput } from '@safari/shared/travellers';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import { mayAccessBooking } from '../../lib/booking-access';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { TravellersBooking, TravellersRepo } from './travellers.repo';

export interface TravellersStore {
  travellers: TravellersRepo;
  audit: AuditRepo;
}

/** Who asks: the signed-in account (traveller or staff), and the booking key when one was sent. */
export interface TravellersAccess {
  user?: AuthUser;
  key?: string;
}

export interface TravellersService {
  get(bookingId: string, access: TravellersAccess): Promise<BookingTravellers>;
  save(bookingId: string, input: TravellersInput, access: TravellersAccess): Promise<BookingTravellers>;
}

const isStaff = (access: TravellersAccess): access is TravellersAccess & { user: AuthUser } => !!access.user && canAccessSection(access.user.role, 'bookings');

function allowed(booking: TravellersBooking | null, access: TravellersAccess): booking is TravellersBooking {
  if (!booking) return false;
  return isStaff(access) || mayAccessBooking(booking, { userId: access.user?.id, ...(access.key ? { key: access.key } : {}) });
}

export function createTravellersService(deps: { store: Store<TravellersStore> }): TravellersService {
  const { store } = deps;

  async function answer(repo: TravellersRepo, booking: TravellersBooking): Promise<BookingTravellers> {
    const travellers = await repo.list(booking.id);
    return {
      bookingId: booking.id,
      reference: booking.reference,
      adults: booking.adults,
      children: booking.children,
      complete: travellers.length >= booking.adults + booking.children,
      travellers,
    };
  }

  return {
    async get(id, access) {
      const bookingId = id.toLowerCase();
      const booking = UUID_PATTERN.test(bookingId) ? await store.repos.travellers.findBooking(bookingId) : null;
      if (!allowed(booking, access)) throw new NotFoundError(M.notFound);
      return answer(store.repos.travellers, booking);
    },

    async save(id, input, access) {
      const bookingId = id.toLowerCase();
      return store.transaction(async (tx) => {
        const booking = UUID_PATTERN.test(bookingId) ? await tx.travellers.lockBooking(bookingId) : null;
        if (!allowed(booking, access)) throw new NotFoundError(M.notFound);
        if (booking.status === 'canceled') throw new ConflictError(M.canceled);
        const children = input.travellers.filter((traveller) => traveller.child);
        const adults = input.travellers.filter((traveller) => !traveller.child);
        if (adults.length !== booking.adults || children.length !== booking.children) {
          const message = M.count(booking.adults, booking.children);
          throw new ValidationError({ travellers: message }, message);
        }
        // Seats in the party's order: adults first, then children.
        await tx.travellers.replace(booking.id, [...adults, ...children]);
        if (isStaff(access)) {
          // The trail says who changed which booking's travellers, never the personal details themselves.
          await tx.audit.record({ actorId: access.user.id, action: 'update', entity: 'booking_travellers', entityId: booking.id, details: { reference: booking.reference, travellers: input.travellers.length } });
        }
        return answer(tx.travellers, booking);
      });
    },
  };
}
