/**
 * The departure forms' values and checks: adding one date or a weekly run (the shared schemas, so
 * the console refuses what the API would), and editing one.
 */
import type { AdminDeparture, BulkDepartureInput, DepartureInput, DepartureUpdate } from '@safari/shared/departures';
import { errorsFrom, type CheckResult, type FieldErrors } from '../../../components/form/use-form';

/** What Add departures edits: one date, or every chosen weekday between two dates. */
export interface CreateDraft {
  tourId: string;
  mode: 'one' | 'weekly';
  date: string;
  from: string;
  to: string;
  weekdays: number[];
  seats: string;
  price: string;
  pickup: string;
  pickupTime: string;
  notes: string;
}

export const CREATE_FIELDS = ['tourId', 'date', 'from', 'to', 'weekdays', 'seats', 'price', 'pickup', 'pickupTime', 'notes'] as const;
export type CreateField = (typeof CREATE_FIELDS)[number];

export const CHOOSE_TOUR = 'Choose a tour';

export function emptyCreateDraft(tourId = ''): CreateDraft {
  return { tourId, mode: 'one', date: '', from: '', to: '', weekdays: [], seats: '', price: '', pickup: '', pickupTime: '', notes: '' };
}

/** A typed number, or undefined for an empty box (the schema then says what is missing). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export type CreateData = { tourId: string; mode: 'one'; input: DepartureInput } | { tourId: string; mode: 'weekly'; input: BulkDepartureInput };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function errorsOf<F extends string>(fields: readonly F[], issues: readonly Issue[]): FieldErrors<F> {
  return errorsFrom(fields, issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const));
}

/** Checks Add departures with the shared schemas (loaded on first use). */
export async function checkCreate(draft: CreateDraft): Promise<CheckResult<CreateData, CreateField>> {
  const departures = await import('@safari/shared/departures');
  const common = { seats: numberOf(draft.seats), price: draft.price.trim() === '' ? null : Number(draft.price), pickup: draft.pickup, pickupTime: draft.pickupTime };
  const tourError: FieldErrors<CreateField> = draft.tourId ? {} : { tourId: CHOOSE_TOUR };
  if (draft.mode === 'one') {
    const parsed = departures.departureInputSchema.safeParse({ ...common, date: draft.date, notes: draft.notes });
    if (parsed.success && draft.tourId) return { ok: true, data: { tourId: draft.tourId, mode: 'one', input: parsed.data } };
    return { ok: false, errors: { ...tourError, ...(parsed.success ? {} : errorsOf(CREATE_FIELDS, parsed.error.issues)) } };
  }
  const parsed = departures.bulkDepartureInputSchema.safeParse({ ...common, from: draft.from, to: draft.to, weekdays: draft.weekdays });
  if (parsed.success && draft.tourId) return { ok: true, data: { tourId: draft.tourId, mode: 'weekly', input: parsed.data } };
  return { ok: false, errors: { ...tourError, ...(parsed.success ? {} : errorsOf(CREATE_FIELDS, parsed.error.issues)) } };
}

/** What Edit departure changes. */
export interface EditDraft {
  seats: string;
  price: string;
  pickup: string;
  pickupTime: string;
  status: 'open' | 'closed';
  notes: string;
  guideId: string;
  vehicleId: string;
}
export const EDIT_FIELDS = ['seats', 'price', 'pickup', 'pickupTime', 'status', 'guideId', 'vehicleId', 'notes'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

export function editDraftOf(departure: AdminDeparture): EditDraft {
  return {
    seats: String(departure.seats),
    price: departure.price === null ? '' : String(departure.price),
    pickup: departure.pickup,
    pickupTime: departure.pickupTime,
    status: departure.status === 'closed' ? 'closed' : 'open',
    notes: departure.notes,
    guideId: departure.guide?.id ?? '',
    vehicleId: departure.vehicle?.id ?? '',
  };
}

/** Checks Edit departure with the API's own schema. */
export async function checkEdit(draft: EditDraft): Promise<CheckResult<DepartureUpdate, EditField>> {
  const { departureUpdateSchema } = await import('@safari/shared/departures');
  const input = {
    seats: numberOf(draft.seats),
    price: draft.price.trim() === '' ? null : Number(draft.price),
    pickup: draft.pickup,
    pickupTime: draft.pickupTime,
    status: draft.status,
    notes: draft.notes,
    guideId: draft.guideId || null,
    vehicleId: draft.vehicleId || null,
  };
  const parsed = departureUpdateSchema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: errorsOf(EDIT_FIELDS, parsed.error.issues) };
}
