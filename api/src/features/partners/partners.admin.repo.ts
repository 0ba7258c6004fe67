/** Data access for the console's partners (admins): every partner not deleted, hidden ones too. */
import type { AdminPartner } from '@safari/shared/partner';
import type { Queryable } from '../../lib/db';

interface Row {
  id: string;
  name: string;
  image: string;
  url: string;
  hidden: boolean;
}

export interface PartnerFields {
  name: string;
  image: string;
  url: string;
  hidden: boolean;
}

export interface PartnersAdminRepo {
  /** Every partner not deleted, in display order; `position` is 1, 2, 3… in that order. */
  list(): Promise<AdminPartner[]>;
  /** One partner not deleted; `forUpdate` locks it for the transaction. */
  get(id: string, options?: { forUpdate?: boolean }): Promise<AdminPartner | null>;
  /** Whether another partner (deleted ones too: the name stays unique) has this name. */
  nameTaken(name: string, exceptId?: string): Promise<boolean>;
  /** A new partner, shown last. */
  create(fields: PartnerFields): Promise<string>;
  update(id: string, fields: PartnerFields): Promise<void>;
  /** Sets the positions to the order of `ids` (every partner's id, checked by the service). */
  reorder(ids: readonly string[]): Promise<void>;
  /** Locks the partners' rows (a reorder and an add never interleave). */
  lockAll(): Promise<void>;
}

const COLUMNS = 'id, name, image, url, hidden';
const ORDER = 'order by position, name, id';

function withPositions(rows: Row[]): AdminPartner[] {
  return rows.map((row, index) => ({ id: row.id, name: row.name, image: row.image, url: row.url, hidden: row.hidden, position: index + 1 }));
}

export function createPartnersAdminRepo(db: Queryable): PartnersAdminRepo {
  const list = async () => {
    const { rows } = await db.query<Row>(`select ${COLUMNS} from partners where deleted_at is null ${ORDER}`);
    return withPositions(rows);
  };
  return {
    list,
    async get(id, options = {}) {
      // Locked first, then read with its place among the others.
      if (options.forUpdate) await db.query('select 1 from partners where id = $1 for update', [id]);
      return (await list()).find((partner) => partner.id === id) ?? null;
    },
    async nameTaken(name, exceptId) {
      const { rows } = await db.query('select 1 from partners where lower(name) = lower($1) and id is distinct from $2 limit 1', [name, exceptId ?? null]);
      return rows.length > 0;
    },
    async create(fields) {
      const { rows } = await db.query<{ id: string }>(
        `insert into partners (name, image, url, hidden, position)
         values ($1, $2, $3, $4, coalesce((select max(position) + 1 from partners where deleted_at is null), 0))
         returning id`,
        [fields.name, fields.image, fields.url, fields.hidden],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('partner insert returned no id');
      return id;
    },
    async update(id, fields) {
      await db.query('update partners set name = $2, image = $3, url = $4, hidden = $5 where id = $1 and deleted_at is null', [id, fields.name, fields.image, fields.url, fields.hidden]);
    },
    async reorder(ids) {
      await db.query(
        `update partners p set position = o.position
         from unnest($1::uuid[]) with ordinality as o(id, position)
         where p.id = o.id and p.position is distinct from o.position`,
        [ids],
      );
    },
    async lockAll() {
      await db.query('select 1 from partners where deleted_at is null for update');
    },
  };
}
