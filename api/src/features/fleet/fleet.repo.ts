/** Data access for guides and vehicles, and how upcoming departures use them. */
import type { Guide, GuideInput, Vehicle, VehicleInput } from '@safari/shared/fleet';
import type { Queryable } from '../../lib/db';

interface GuideRow {
  id: string;
  name: string;
  phone: string;
  languages: string[];
  updated_at: string;
}

interface VehicleRow {
  id: string;
  name: string;
  seats: number;
  updated_at: string;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const GUIDE_COLUMNS = `id, name, phone, languages, ${iso('updated_at')} as updated_at`;
const VEHICLE_COLUMNS = `id, name, seats, ${iso('updated_at')} as updated_at`;
const toGuide = (row: GuideRow): Guide => ({ id: row.id, name: row.name, phone: row.phone, languages: row.languages, updatedAt: row.updated_at });
const toVehicle = (row: VehicleRow): Vehicle => ({ id: row.id, name: row.name, seats: row.seats, updatedAt: row.updated_at });

export interface FleetRepo {
  guides(): Promise<Guide[]>;
  /** The guide, locked until the transaction ends. */
  lockGuide(id: string): Promise<Guide | null>;
  insertGuide(input: GuideInput): Promise<Guide>;
  updateGuide(id: string, input: GuideInput): Promise<Guide>;
  deleteGuide(id: string): Promise<void>;
  vehicles(): Promise<Vehicle[]>;
  lockVehicle(id: string): Promise<Vehicle | null>;
  insertVehicle(input: VehicleInput): Promise<Vehicle>;
  updateVehicle(id: string, input: VehicleInput): Promise<Vehicle>;
  deleteVehicle(id: string): Promise<void>;
  /** How many departures from `today` on (not cancelled) the guide or vehicle is on. */
  upcomingUses(column: 'guide_id' | 'vehicle_id', id: string, today: string): Promise<number>;
  /** The most travellers (seats sold or held) on an upcoming departure of the vehicle; 0 when none. */
  mostTravellers(vehicleId: string, today: string): Promise<number>;
}

export function createFleetRepo(db: Queryable): FleetRepo {
  async function guideRow(sql: string, values: unknown[]): Promise<Guide | null> {
    const { rows } = await db.query<GuideRow>(sql, values);
    return rows[0] ? toGuide(rows[0]) : null;
  }
  async function vehicleRow(sql: string, values: unknown[]): Promise<Vehicle | null> {
    const { rows } = await db.query<VehicleRow>(sql, values);
    return rows[0] ? toVehicle(rows[0]) : null;
  }
  const must = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`${what} not written`);
    return value;
  };

  return {
    async guides() {
      const { rows } = await db.query<GuideRow>(`select ${GUIDE_COLUMNS} from guides order by lower(name), id`);
      return rows.map(toGuide);
    },
    lockGuide: (id) => guideRow(`select ${GUIDE_COLUMNS} from guides where id = $1 for update`, [id]),
    insertGuide: async (input) =>
      must(await guideRow(`insert into guides (name, phone, languages) values ($1, $2, $3) returning ${GUIDE_COLUMNS}`, [input.name, input.phone, input.languages]), 'guide'),
    updateGuide: async (id, input) =>
      must(await guideRow(`update guides set name = $2, phone = $3, languages = $4 where id = $1 returning ${GUIDE_COLUMNS}`, [id, input.name, input.phone, input.languages]), 'guide'),
    async deleteGuide(id) {
      await db.query('delete from guides where id = $1', [id]);
    },
    async vehicles() {
      const { rows } = await db.query<VehicleRow>(`select ${VEHICLE_COLUMNS} from vehicles order by lower(name), id`);
      return rows.map(toVehicle);
    },
    lockVehicle: (id) => vehicleRow(`select ${VEHICLE_COLUMNS} from vehicles where id = $1 for update`, [id]),
    insertVehicle: async (input) => must(await vehicleRow(`insert into vehicles (name, seats) values ($1, $2) returning ${VEHICLE_COLUMNS}`, [input.name, input.seats]), 'vehicle'),
    updateVehicle: async (id, input) =>
      must(await vehicleRow(`update vehicles set name = $2, seats = $3 where id = $1 returning ${VEHICLE_COLUMNS}`, [id, input.name, input.seats]), 'vehicle'),
    async deleteVehicle(id) {
      await db.query('delete from vehicles where id = $1', [id]);
    },
    async upcomingUses(column, id, today) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from departures where ${column} = $1 and date >= $2::date and status <> 'cancelled'`, [id, today]);
      return rows[0]?.n ?? 0;
    },
    async mostTravellers(vehicleId, today) {
      const { rows } = await db.query<{ n: number }>(
        `select coalesce(max(seats_taken), 0)::int as n from departures where vehicle_id = $1 and date >= $2::date and status <> 'cancelled'`,
        [vehicleId, today],
      );
      return rows[0]?.n ?? 0;
    },
  };
}
