import type { Tour } from '@safari/shared/tour';
import type { TourListQuery } from '@safari/shared/tour-query';
import type { TourSyncList } from '@safari/shared/tour-sync';
import { UUID_PATTERN } from '@safari/shared/uuid';
import { NotFoundError } from '../../lib/errors';
import type { ToursRepo } from './tours.repo';

/** Longer than any slug the database accepts: not worth a query. */
const MAX_KEY_LENGTH = 200;

export interface ToursService {
  /**
   * The public catalogue, or with `updatedSince` the changes since then (see `tourSyncListSchema`);
   * with `departFrom`/`departTo` only the tours with an open departure with seats left then.
   */
  listPublic(query: TourListQuery): Promise<TourSyncList>;
  /** A published tour by id (a UUID) or slug; NotFoundError otherwise. */
  getPublic(idOrSlug: string): Promise<Tour>;
}

export function createToursService({ repo }: { repo: ToursRepo }): ToursService {
  return {
    async listPublic(query) {
      const { updatedSince, departFrom, departTo } = query;
      const [items, removedIds] = await Promise.all([
        repo.listPublished({ updatedSince, departFrom, departTo }),
        updatedSince ? repo.listWithdrawnIds(updatedSince) : Promise.resolve([]),
      ]);
      return { items, total: items.length, removedIds };
    },
    async getPublic(idOrSlug) {
      const key = idOrSlug.trim();
      let tour: Tour | null = null;
      if (UUID_PATTERN.test(key)) tour = await repo.findPublishedById(key.toLowerCase());
      else if (key !== '' && key.length <= MAX_KEY_LENGTH) tour = await repo.findPublishedBySlug(key.toLowerCase());
      if (!tour) throw new NotFoundError('Tour not found');
      return tour;
    },
  };
}
