/**
 * Staff rules for departures: create one or many, edit (never below the seats taken; a guide or a
 * vehicle on one departure a day, a vehicle big enough for the travellers), the calendar and one
 * departure with its bookings. Every write is audited in its own transaction.
 */
import {
  BULK_DEPARTURES_MAX,
  bulkDates,
  DEPARTURE_ADMIN_MESSAGES as A,
  DEPARTURE_MESSAGES,
  type AdminDeparture,
  type AdminDepartureDetail,
  type BulkDepartureInput,
  type BulkDepartureResult,
  type DepartureInput,
  type DepartureUpdate,
} from '@safari/shared/departures';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { nairobiToday } from '../../lib/rates.repo';
import { isBelowTaken } from '../../lib/seats';
import { assertSection } from '../../lib/staff-access';
import type { CalendarQuery, DeparturesRepo } from './departures.repo';

export interface DeparturesAdminStore {
  departures: DeparturesRepo;
  audit: AuditRepo;
}

export interface DeparturesAdminService {
  create(actor: AuthUser | undefined, tourId: string, input: DepartureInput): Promise<AdminDeparture>;
  createMany(actor: AuthUser | undefined, tourId: string, input: BulkDepartureInput): Promise<BulkDepartureResult>;
  update(actor: AuthUser | undefined, id: string, input: DepartureUpdate): Promise<AdminDeparture>;
  /** The calendar, with the fingerprint of what it was read from (null when it is empty). */
  calendar(actor: AuthUser | undefined, query: CalendarQuery): Promise<{ items: AdminDeparture[]; stamp: string | null }>;
  /** The fingerprint the calendar would come with now (repo's calendarStamp). */
  calendarStamp(actor: AuthUser | undefined, query: CalendarQuery): Promise<string>;
  get(actor: AuthUser | undefined, id: string): Promise<AdminDepartureDetail>;
}

const GUIDE_DAY = 'departures_guide_day_idx';
const VEHICLE_DAY = 'departures_vehicle_day_idx';

/** The one-a-day indexes (migration 0021) refused a guide or vehicle that a concurrent write put on the same day. */
function busyField(error: unknown): 'guideId' | 'vehicleId' | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === GUIDE_DAY) return 'guideId';
  if (constraint === VEHICLE_DAY) return 'vehicleId';
  return undefined;
}

export function createDeparturesAdminService(deps: { store: Store<DeparturesAdminStore>; today?: () => string }): DeparturesAdminService {
  const { store } = deps;
  const today = deps.today ?? (() => nairobiToday());

  async function tourFor(tx: DeparturesAdminStore, id: string): Promise<string> {
    const tourId = id.toLowerCase();
    if (!UUID_PATTERN.test(tourId) || !(await tx.departures.tourExists(tourId))) throw new NotFoundError('Tour not found');
    return tourId;
  }

  const notPast = (date: string, field: string) => {
    if (date < today()) throw new ValidationError({ [field]: DEPARTURE_MESSAGES.past }, DEPARTURE_MESSAGES.past);
  };

  return {
    async create(actor, id, input) {
      assertSection(actor, 'bookings');
      notPast(input.date, 'date');
      return store.transaction(async (tx) => {
        const tourId = await tourFor(tx, id);
        const inserted = await tx.departures.insert(tourId, input);
        await tx.audit.record({ actorId: actor.id, action: 'create', entity: 'departure', entityId: inserted.id, details: { tour: inserted.tourName, date: inserted.date, seats: inserted.seats }, after: inserted });
        return inserted;
      });
    },

    async createMany(actor, id, input) {
      assertSection(actor, 'bookings');
      notPast(input.from, 'from');
      const dates = bulkDates(input.from, input.to, input.weekdays);
      if (dates.length > BULK_DEPARTURES_MAX) {
        const message = A.bulkTooMany(BULK_DEPARTURES_MAX);
        throw new ValidationError({ to: message }, message);
      }
      const { from: _from, to: _to, weekdays: _weekdays, ...fields } = input;
      return store.transaction(async (tx) => {
        const tourId = await tourFor(tx, id);
        // Two bulk creates of the same tour at once would each see the other's dates as free.
        await tx.departures.lockTour(tourId);
        const items = await tx.departures.insertMany(tourId, dates, fields);
        const made = new Set(items.map((item) => item.date));
        const skipped = dates.filter((date) => !made.has(date));
        for (const item of items) {
          await tx.audit.record({ actorId: actor.id, action: 'create', entity: 'departure', entityId: item.id, details: { tour: item.tourName, date: item.date, seats: item.seats, bulk: true }, after: item });
        }
        return { items, skipped };
      });
    },

    async update(actor, id, input) {
      assertSection(actor, 'bookings');
      try {
        return await store.transaction(async (tx) => {
          const departureId = id.toLowerCase();
          const lock = UUID_PATTERN.test(departureId) ? await tx.departures.lock(departureId) : null;
          const before = lock ? await tx.departures.findById(departureId) : null;
          if (!lock || !before) throw new NotFoundError(A.notFound);
          if (input.status === 'cancelled' && before.status !== 'cancelled' && lock.seatsTaken > 0) {
            throw new ValidationError({ status: A.cancelWithBookings }, A.cancelWithBookings);
          }
          const date = input.date ?? before.date;
          const cancelled = (input.status ?? before.status) === 'cancelled';
          const guideId = input.guideId === undefined ? (before.guide?.id ?? null) : input.guideId;
          const vehicleId = input.vehicleId === undefined ? (before.vehicle?.id ?? null) : input.vehicleId;
          if (guideId) {
            if (input.guideId && !(await tx.departures.guide(guideId))) throw new ValidationError({ guideId: A.guideNotFound }, A.guideNotFound);
            if (!cancelled && (await tx.departures.guideBusy(guideId, date, before.id))) throw new ValidationError({ guideId: A.guideBusy }, A.guideBusy);
          }
          if (vehicleId) {
            const vehicle = await tx.departures.vehicle(vehicleId);
            if (!vehicle) throw new ValidationError({ vehicleId: A.vehicleNotFound }, A.vehicleNotFound);
            // Checked when the vehicle is assigned: later bookings are the departure's seats' business.
            if (input.vehicleId && vehicle.seats < lock.seatsTaken) throw new ValidationError({ vehicleId: A.vehicleTooSmall }, A.vehicleTooSmall);
            if (!cancelled && (await tx.departures.vehicleBusy(vehicleId, date, before.id))) throw new ValidationError({ vehicleId: A.vehicleBusy }, A.vehicleBusy);
          }
          const after = await tx.departures.update(before.id, input);
          if (!after) throw new NotFoundError(A.notFound);
          await tx.audit.record({ actorId: actor.id, action: 'update', entity: 'departure', entityId: before.id, details: { tour: before.tourName, date: after.date }, before, after });
          return after;
        });
      } catch (caught) {
        if (isBelowTaken(caught)) throw new ValidationError({ seats: DEPARTURE_MESSAGES.seatsBelowTaken }, DEPARTURE_MESSAGES.seatsBelowTaken);
        const busy = busyField(caught);
        if (busy) {
          const message = busy === 'guideId' ? A.guideBusy : A.vehicleBusy;
          throw new ValidationError({ [busy]: message }, message);
        }
        throw caught;
      }
    },

    async calendar(actor, query) {
      assertSection(actor, 'bookings');
      return store.repos.departures.calendar(query);
    },

    async calendarStamp(actor, query) {
      assertSection(actor, 'bookings');
      return store.repos.departures.calendarStamp(query);
    },

    async get(actor, id) {
      assertSection(actor, 'bookings');
      const departureId = id.toLowerCase();
      const departure = UUID_PATTERN.test(departureId) ? await store.repos.departures.findById(departureId) : null;
      if (!departure) throw new NotFoundError(A.notFound);
      const [guide, vehicle, bookings] = await Promise.all([
        departure.guide ? store.repos.departures.guide(departure.guide.id) : null,
        departure.vehicle ? store.repos.departures.vehicle(departure.vehicle.id) : null,
        store.repos.departures.bookings(departure.id),
      ]);
      return { ...departure, guide, vehicle, bookings };
    },
  };
}
