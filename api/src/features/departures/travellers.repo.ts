/**
 * The travellers' details of a booking (one row per seat) and the reminder sent when they are
 * missing. Personal data: read and written here only, never logged.
 */
import type { Traveller, TravellerInput } from '@safari/shared/travellers';
import type { Queryable } from '../../lib/db';
import { TRAVELLER_BOOKING_COLUMNS, toTravellerBooking, type TravellerBooking, type TravellerBookingRow } from '../../lib/traveller-booking.repo';

/** What the access check and the seat count need of a booking, and what its reminder e-mail states. */
export interface TravellersBooking extends TravellerBooking {
  adults: number;
  children: number;
  amount: number;
  currency: string;
}

interface BookingRow extends TravellerBookingRow {
  adults: number;
  children: number;
  amount: string;
  currency: string;
}

interface TravellerRow {
  seat: number;
  full_name: string;
  residency: Traveller['residency'];
  nationality: string;
  is_child: boolean;
  age: number | null;
  passport_number: string;
  dietary: string;
  medical: string;
  emergency_name: string;
  emergency_phone: string;
}

const toTraveller = (row: TravellerRow): Traveller => ({
  seat: row.seat,
  fullName: row.full_name,
  residency: row.residency,
  nationality: row.nationality,
  child: row.is_child,
  age: row.age,
  passportNumber: row.passport_number,
  dietary: row.dietary,
  medical: row.medical,
  emergencyContact: { name: row.emergency_name, phone: row.emergency_phone },
});

const BOOKING_COLUMNS = `${TRAVELLER_BOOKING_COLUMNS}, adults, children, amount, currency`;

export interface TravellersRepo {
  findBooking(id: string): Promise<TravellersBooking | null>;
  /** The booking, locked until the transaction ends (two saves of one booking run one after the other). */
  lockBooking(id: string): Promise<TravellersBooking | null>;
  list(bookingId: string): Promise<Traveller[]>;
  /** Replaces the booking's travellers with these, seat 1 onwards. */
  replace(bookingId: string, travellers: readonly TravellerInput[]): Promise<void>;
  /** Bookings not cancelled, with an e-mail, travelling from `from` to `to`, fewer travellers' details than seats, and no reminder yet. */
  needingReminder(from: string, to: string): Promise<string[]>;
  /** Records the reminder; false when one was already sent (another replica was first). */
  markReminded(bookingId: string): Promise<boolean>;
}

export function createTravellersRepo(db: Queryable): TravellersRepo {
  const toBooking = (row: BookingRow): TravellersBooking => ({
    ...toTravellerBooking(row),
    adults: row.adults,
    children: row.children,
    amount: Number(row.amount),
    currency: row.currency.trim(),
  });
  async function booking(id: string, lock: boolean): Promise<TravellersBooking | null> {
    const { rows } = await db.query<BookingRow>(`select ${BOOKING_COLUMNS} from bookings where id = $1${lock ? ' for update' : ''}`, [id]);
    return rows[0] ? toBooking(rows[0]) : null;
  }

  return {
    findBooking: (id) => booking(id, false),
    lockBooking: (id) => booking(id, true),
    async list(bookingId) {
      const { rows } = await db.query<TravellerRow>(
        `select seat, full_name, residency, nationality, is_child, age, passport_number, dietary, medical, emergency_name, emergency_phone
           from booking_travellers where booking_id = $1 order by seat`,
        [bookingId],
      );
      return rows.map(toTraveller);
    },
    async replace(bookingId, travellers) {
      await db.query('delete from booking_travellers where booking_id = $1', [bookingId]);
      if (!travellers.length) return;
      const column = <T>(pick: (traveller: TravellerInput) => T) => travellers.map(pick);
      await db.query(
        `insert into booking_travellers (booking_id, seat, full_name, residency, nationality, is_child, age, passport_number, dietary, medical, emergency_name, emergency_phone)
         select $1, seat_no::int, full_name, residency, nationality, is_child, age, passport_number, dietary, medical, emergency_name, emergency_phone
           from unnest($2::text[], $3::text[], $4::text[], $5::boolean[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
                with ordinality as t(full_name, residency, nationality, is_child, age, passport_number, dietary, medical, emergency_name, emergency_phone, seat_no)`,
        [
          bookingId,
          column((t) => t.fullName),
          column((t) => t.residency),
          column((t) => t.nationality),
          column((t) => t.child),
          column((t) => t.age),
          column((t) => t.passportNumber),
          column((t) => t.dietary),
          column((t) => t.medical),
          column((t) => t.emergencyContact.name),
          column((t) => t.emergencyContact.phone),
        ],
      );
    },
    async needingReminder(from, to) {
      const { rows } = await db.query<{ id: string }>(
        `select b.id from bookings b
          where b.status <> 'canceled' and b.travel_date between $1::date and $2::date and b.contact_email <> ''
            and not exists (select 1 from traveller_reminders r where r.booking_id = b.id)
            and (select count(*) from booking_travellers t where t.booking_id = b.id) < b.adults + b.children
          order by b.travel_date, b.id`,
        [from, to],
      );
      return rows.map((row) => row.id);
    },
    async markReminded(bookingId) {
      const { rowCount } = await db.query('insert into traveller_reminders (booking_id) values ($1) on conflict do nothing', [bookingId]);
      return (rowCount ?? 0) > 0;
    },
  };
}
