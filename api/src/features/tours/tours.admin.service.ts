/** Staff rules for tours: admins only, every write audited in its own transaction. */
import {
  TOUR_DELETE_MESSAGES,
  type AdminTourList,
  type AdminTourListQuery,
  type TourDeleteResult,
  type TourInput,
} from '@safari/shared/admin-tours';
import { TOUR_LOCATIONS } from '@safari/shared/enums';
import { slugify, uniqueSlug } from '@safari/shared/slug';
import type { Tour } from '@safari/shared/tour';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import { assertSection } from '../../lib/staff-access';
import type { ToursAdminRepo } from './tours.admin.repo';

const TOUR_NOT_FOUND = 'Tour not found.';
export interface ToursAdminService {
  list(actor: AuthUser | undefined, query: AdminTourListQuery): Promise<AdminTourList>;
  get(actor: AuthUser | undefined, id: string): Promise<Tour>;
  create(actor: AuthUser | undefined, input: TourInput): Promise<Tour>;
  update(actor: AuthUser | undefined, id: string, input: TourInput): Promise<Tour>;
  /** Deletes the tour, or unpublishes it when bookings refer to it. */
  remove(actor: AuthUser | undefined, id: string): Promise<TourDeleteResult>;
}

/** What the service works on: its repository and the audit trail, alone or in one transaction. */
export interface ToursAdminStore {
  repo: ToursAdminRepo;
  audit: AuditRepo;
}

export function createToursAdminService(deps: { store: Store<ToursAdminStore> }): ToursAdminService {
  const { store } = deps;
  const reader = store.repos.repo;

  const stripCount = ({ bookingsCount: _count, ...tour }: Tour & { bookingsCount: number }): Tour => tour;
  /** The tour as the audit trail keeps it: every editable field; the id, counts and timestamps are on the entry. */
  const snapshot = ({ id: _id, bookingsCount: _count, createdAt: _created, updatedAt: _updated, ...fields }: Tour & { bookingsCount: number }): Record<string, unknown> =>
    fields;

  return {
    async list(actor, query) {
      assertSection(actor, 'tours');
      const [{ items, total }, found] = await Promise.all([reader.list(query), reader.listLocations()]);
      const known = new Set<string>(TOUR_LOCATIONS.map((location) => location.toLowerCase()));
      const locations = [...TOUR_LOCATIONS, ...found.filter((location) => !known.has(location.toLowerCase()))];
      return { items, total, page: query.page, pageSize: query.pageSize, pages: Math.ceil(total / query.pageSize), locations };
    },
    async get(actor, id) {
      assertSection(actor, 'tours');
      const tour = await reader.findById(id);
      if (!tour) throw new NotFoundError(TOUR_NOT_FOUND);
      return stripCount(tour);
    },
    async create(actor, input) {
      assertSection(actor, 'tours');
      return store.transaction(async ({ repo, audit }) => {
        await repo.lockSlugs();
        const base = slugify(input.name, { fallback: 'tour' });
        const id = await repo.create(uniqueSlug(base, await repo.slugsLike(base)), input);
        const tour = await repo.findById(id);
        if (!tour) throw new Error('created tour not found');
        await audit.record({ actorId: actor.id, action: 'create', entity: 'tour', entityId: id, details: { name: input.name }, after: snapshot(tour) });
        return stripCount(tour);
      });
    },
    async update(actor, id, input) {
      assertSection(actor, 'tours');
      return store.transaction(async ({ repo, audit }) => {
        // Locked first, so the 'before' kept in the trail is the version this write replaces.
        await repo.lock(id);
        const previous = await repo.findById(id);
        if (!previous || !(await repo.update(id, input))) throw new NotFoundError(TOUR_NOT_FOUND);
        const tour = await repo.findById(id);
        if (!tour) throw new NotFoundError(TOUR_NOT_FOUND);
        await audit.record({
          actorId: actor.id,
          action: 'update',
          entity: 'tour',
          entityId: id,
          details: { name: input.name },
          before: snapshot(previous),
          after: snapshot(tour),
        });
        return stripCount(tour);
      });
    },
    async remove(actor, id) {
      assertSection(actor, 'tours');
      return store.transaction(async ({ repo, audit }) => {
        await repo.lock(id);
        const tour = await repo.findById(id);
        if (!tour) throw new NotFoundError(TOUR_NOT_FOUND);
        // Bookings keep pointing at the tour (travellers' history, payments): hide it instead.
        const outcome = tour.bookingsCount > 0 ? 'unpublished' : 'deleted';
        if (outcome === 'unpublished') await repo.unpublish(id);
        else await repo.softDelete(id);
        await audit.record({
          actorId: actor.id,
          action: outcome === 'unpublished' ? 'unpublish' : 'delete',
          entity: 'tour',
          entityId: id,
          details: { name: tour.name, bookings: tour.bookingsCount },
          before: snapshot(tour),
          // Unpublished, the tour is still there: its after differs in one field.
          after: outcome === 'unpublished' ? snapshot({ ...tour, isPublished: false }) : null,
        });
        return { outcome, message: TOUR_DELETE_MESSAGES[outcome] };
      });
    },
  };
}
