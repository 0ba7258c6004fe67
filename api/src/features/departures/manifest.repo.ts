/**
 * The manifest's rows: one per booked seat of a departure (the bookings holding seats on it), with
 * the traveller's details where they are filled in. One index range on the departure's bookings and
 * one primary-key range per booking's travellers.
 */
import type { BookingStatus, PaymentStatus } from '@safari/shared/enums';
import type { Residency } from '@safari/shared/money';
import type { Queryable } from '../../lib/db';

export interface ManifestSeat {
  bookingId: string;
  reference: string;
  paymentStatus: PaymentStatus;
  bookingStatus: BookingStatus;
  leadName: string;
  leadPhone: string;
  seat: number;
  traveller: {
    fullName: string;
    residency: Residency;
    nationality: string;
    child: boolean;
    age: number | null;
    passportNumber: string;
    dietary: string;
    medical: string;
    emergencyName: string;
    emergencyPhone: string;
  } | null;
}

interface Row {
  booking_id: string;
  reference: string;
  payment_status: PaymentStatus;
  status: BookingStatus;
  contact_name: string;
  contact_phone: string;
  seat: number;
  full_name: string | null;
  residency: Residency | null;
  nationality: string | null;
  is_child: boolean | null;
  age: number | null;
  passport_number: string | null;
  dietary: string | null;
  medical: string | null;
  emergency_name: string | null;
  emergency_phone: string | null;
}

export interface ManifestRepo {
  /** Every seat held on the departure (bookings not cancelled), by booking (oldest first) then seat. */
  seats(departureId: string): Promise<ManifestSeat[]>;
}

export function createManifestRepo(db: Queryable): ManifestRepo {
  return {
    async seats(departureId) {
      const { rows } = await db.query<Row>({
        name: 'departure-manifest',
        text: `select b.id as booking_id, b.reference, b.payment_status, b.status, b.contact_name, b.contact_phone, s.seat,
                      t.full_name, t.residency, t.nationality, t.is_child, t.age, t.passport_number, t.dietary, t.medical,
                      t.emergency_name, t.emergency_phone
                 from bookings b
                 cross join lateral generate_series(1, b.seats) as s(seat)
                 -- One primary-key lookup per seat ('limit 1' keeps it one: joined plainly, the planner guesses
                 -- a thousand seats per booking and hashes every traveller of every booking).
                 left join lateral (select * from booking_travellers x where x.booking_id = b.id and x.seat = s.seat limit 1) t on true
                where b.departure_id = $1 and b.seats > 0 and b.status <> 'canceled'
                order by b.created_at, b.id, s.seat`,
        values: [departureId],
      });
      return rows.map((row) => ({
        bookingId: row.booking_id,
        reference: row.reference,
        paymentStatus: row.payment_status,
        bookingStatus: row.status,
        leadName: row.contact_name,
        leadPhone: row.contact_phone,
        seat: row.seat,
        traveller:
          row.full_name === null
            ? null
            : {
                fullName: row.full_name,
                residency: row.residency ?? 'nonResident',
                nationality: row.nationality ?? '',
                child: row.is_child ?? false,
                age: row.age,
                passportNumber: row.passport_number ?? '',
                dietary: row.dietary ?? '',
                medical: row.medical ?? '',
                emergencyName: row.emergency_name ?? '',
                emergencyPhone: row.emergency_phone ?? '',
              },
      }));
    },
  };
}
