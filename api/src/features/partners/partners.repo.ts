/** Data access for partners: the only place that knows the partners table. */
import type { Partner } from '@safari/shared/partner';
import type { Queryable } from '../../lib/db';

interface PartnerRow {
  id: string;
  name: string;
  image: string;
  url: string;
}

export interface PartnersRepo {
  /** Partners that are neither deleted nor hidden, in their display position (then by name, so ties stay stable). */
  listActive(): Promise<Partner[]>;
}

export function createPartnersRepo(db: Queryable): PartnersRepo {
  return {
    async listActive() {
      const { rows } = await db.query<PartnerRow>(
        `select id, name, image, url from partners
         where deleted_at is null and not hidden
         order by position, name, id`,
      );
      return rows.map((row) => ({ id: row.id, name: row.name, image: row.image, url: row.url }));
    },
  };
}
