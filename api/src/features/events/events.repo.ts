/** Data access for the staff's live alerts: the events migration 0022's triggers store, and the account check of an open stream. */
import { staffEventSchema, type StaffEvent } from '@safari/shared/staff-events';
import type { Role } from '@safari/shared/enums';
import type { Queryable } from '../../lib/db';

const COLUMNS = `id::text as id, kind, record_id::text as "recordId", summary,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`;

/** An account as an open stream checks it again. */
export interface StreamAccount {
  role: Role;
  active: boolean;
  tokenVersion: number;
}

export interface EventsRepo {
  /** The newest `limit` events of the last `hours`, oldest first. */
  recent(limit: number, hours: number): Promise<StaffEvent[]>;
  /**
   * What a stream that last received `lastId` missed, oldest first: the events after it, and those
   * written in the seconds before it (an event whose transaction committed after a later one's), at
   * most `limit`, from the last `hours` only.
   */
  after(lastId: string, limit: number, hours: number, overlapSeconds: number): Promise<StaffEvent[]>;
  account(id: string): Promise<StreamAccount | null>;
  /** The newest event's id, if any. */
  latestId(): Promise<string | undefined>;
}

const parse = (rows: unknown[]): StaffEvent[] => rows.map((row) => staffEventSchema.parse(row));

export function createEventsRepo(db: Queryable): EventsRepo {
  return {
    async recent(limit, hours) {
      const { rows } = await db.query(
        `select * from (select ${COLUMNS} from staff_events
                          where created_at > now() - make_interval(hours => $2)
                          order by staff_events.id desc limit $1) newest
          order by id::bigint`,
        [limit, hours],
      );
      return parse(rows);
    },
    async after(lastId, limit, hours, overlapSeconds) {
      const { rows } = await db.query(
        `select * from (select ${COLUMNS} from staff_events
                          where created_at > now() - make_interval(hours => $3)
                            and staff_events.id <> $1::bigint
                            and (staff_events.id > $1::bigint
                                 or created_at > (select created_at from staff_events where id = $1::bigint) - make_interval(secs => $4::double precision))
                          order by staff_events.id desc limit $2) missed
          order by id::bigint`,
        [lastId, limit, hours, overlapSeconds],
      );
      return parse(rows);
    },
    async latestId() {
      const { rows } = await db.query<{ id: string | null }>('select max(id)::text as id from staff_events');
      return rows[0]?.id ?? undefined;
    },
    async account(id) {
      const { rows } = await db.query<{ role: Role; status: string; token_version: number }>(
        'select role, status, token_version from users where id = $1',
        [id],
      );
      const row = rows[0];
      return row ? { role: row.role, active: row.status === 'active', tokenVersion: row.token_version } : null;
    },
  };
}
