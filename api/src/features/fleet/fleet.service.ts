/**
 * Staff keep the lists of guides and vehicles that departures are assigned (bookings section).
 * Every write is audited in its transaction. A guide or vehicle on an upcoming departure is not
 * deleted, and a vehicle is not shrunk below the travellers of an upcoming departure it carries.
 */
import { FLEET_MESSAGES as M, type Guide, type GuideInput, type Vehicle, type VehicleInput } from '@safari/shared/fleet';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { nairobiToday } from '../../lib/rates.repo';
import { assertSection } from '../../lib/staff-access';
import type { FleetRepo } from './fleet.repo';

export interface FleetStore {
  fleet: FleetRepo;
  audit: AuditRepo;
}

export interface FleetService {
  guides(actor: AuthUser | undefined): Promise<Guide[]>;
  createGuide(actor: AuthUser | undefined, input: GuideInput): Promise<Guide>;
  updateGuide(actor: AuthUser | undefined, id: string, input: GuideInput): Promise<Guide>;
  deleteGuide(actor: AuthUser | undefined, id: string): Promise<void>;
  vehicles(actor: AuthUser | undefined): Promise<Vehicle[]>;
  createVehicle(actor: AuthUser | undefined, input: VehicleInput): Promise<Vehicle>;
  updateVehicle(actor: AuthUser | undefined, id: string, input: VehicleInput): Promise<Vehicle>;
  deleteVehicle(actor: AuthUser | undefined, id: string): Promise<void>;
}

export function createFleetService(deps: { store: Store<FleetStore>; today?: () => string }): FleetService {
  const { store } = deps;
  const today = deps.today ?? (() => nairobiToday());

  async function lockedGuide(tx: FleetStore, id: string): Promise<Guide> {
    const guide = UUID_PATTERN.test(id) ? await tx.fleet.lockGuide(id.toLowerCase()) : null;
    if (!guide) throw new NotFoundError(M.guideNotFound);
    return guide;
  }
  async function lockedVehicle(tx: FleetStore, id: string): Promise<Vehicle> {
    const vehicle = UUID_PATTERN.test(id) ? await tx.fleet.lockVehicle(id.toLowerCase()) : null;
    if (!vehicle) throw new NotFoundError(M.vehicleNotFound);
    return vehicle;
  }

  return {
    async guides(actor) {
      assertSection(actor, 'bookings');
      return store.repos.fleet.guides();
    },
    async createGuide(actor, input) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const guide = await tx.fleet.insertGuide(input);
        await tx.audit.record({ actorId: actor.id, action: 'create', entity: 'guide', entityId: guide.id, details: { name: guide.name }, after: guide });
        return guide;
      });
    },
    async updateGuide(actor, id, input) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const before = await lockedGuide(tx, id);
        const after = await tx.fleet.updateGuide(before.id, input);
        await tx.audit.record({ actorId: actor.id, action: 'update', entity: 'guide', entityId: before.id, details: { name: after.name }, before, after });
        return after;
      });
    },
    async deleteGuide(actor, id) {
      assertSection(actor, 'bookings');
      await store.transaction(async (tx) => {
        const guide = await lockedGuide(tx, id);
        if ((await tx.fleet.upcomingUses('guide_id', guide.id, today())) > 0) throw new ConflictError(M.guideInUse);
        await tx.fleet.deleteGuide(guide.id);
        await tx.audit.record({ actorId: actor.id, action: 'delete', entity: 'guide', entityId: guide.id, details: { name: guide.name }, before: guide });
      });
    },
    async vehicles(actor) {
      assertSection(actor, 'bookings');
      return store.repos.fleet.vehicles();
    },
    async createVehicle(actor, input) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const vehicle = await tx.fleet.insertVehicle(input);
        await tx.audit.record({ actorId: actor.id, action: 'create', entity: 'vehicle', entityId: vehicle.id, details: { name: vehicle.name, seats: vehicle.seats }, after: vehicle });
        return vehicle;
      });
    },
    async updateVehicle(actor, id, input) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const before = await lockedVehicle(tx, id);
        if (input.seats < before.seats && input.seats < (await tx.fleet.mostTravellers(before.id, today()))) {
          throw new ValidationError({ seats: M.vehicleTooSmallForDepartures }, M.vehicleTooSmallForDepartures);
        }
        const after = await tx.fleet.updateVehicle(before.id, input);
        await tx.audit.record({ actorId: actor.id, action: 'update', entity: 'vehicle', entityId: before.id, details: { name: after.name, seats: after.seats }, before, after });
        return after;
      });
    },
    async deleteVehicle(actor, id) {
      assertSection(actor, 'bookings');
      await store.transaction(async (tx) => {
        const vehicle = await lockedVehicle(tx, id);
        if ((await tx.fleet.upcomingUses('vehicle_id', vehicle.id, today())) > 0) throw new ConflictError(M.vehicleInUse);
        await tx.fleet.deleteVehicle(vehicle.id);
        await tx.audit.record({ actorId: actor.id, action: 'delete', entity: 'vehicle', entityId: vehicle.id, details: { name: vehicle.name }, before: vehicle });
      });
    },
  };
}
