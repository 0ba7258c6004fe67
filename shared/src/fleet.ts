/**
 * The operator's guides and vehicles, assigned to departures (staff only): `/api/admin/fleet/guides`
 * and `/api/admin/fleet/vehicles` (apart from the blog's travel guides, `/api/guides` and guide.ts).
 */
import { z } from 'zod';

export const FLEET_MESSAGES = {
  guideName: 'Name is required',
  phone: 'Enter a phone number like +254 712 345 678',
  language: 'Each language has 1 to 40 characters',
  languages: 'At most 12 languages',
  vehicleName: 'Name or number plate is required',
  vehicleSeats: 'Seats must be a whole number from 1 to 100',
  guideNotFound: 'Guide not found',
  vehicleNotFound: 'Vehicle not found',
  guideInUse: 'This guide is on upcoming departures. Assign another guide to them first.',
  vehicleInUse: 'This vehicle is on upcoming departures. Assign another vehicle to them first.',
  vehicleTooSmallForDepartures: 'This vehicle is on an upcoming departure with more travellers than that',
} as const;

export const VEHICLE_SEATS_MAX = 100;
export const GUIDE_LANGUAGES_MAX = 12;

/** 7 to 15 digits with the usual separators. */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Body of `POST /api/admin/fleet/guides` and `PUT /api/admin/fleet/guides/{id}`. */
export const guideInputSchema = z.object({
  name: z.string({ error: FLEET_MESSAGES.guideName }).trim().min(1, FLEET_MESSAGES.guideName).max(120, 'At most 120 characters'),
  /** '' when unknown. */
  phone: z
    .string()
    .trim()
    .max(40, FLEET_MESSAGES.phone)
    .refine((value) => value === '' || isPhoneNumber(value), FLEET_MESSAGES.phone)
    .default(''),
  /** 'English', 'Swahili', 'German', … */
  languages: z
    .array(z.string().trim().min(1, FLEET_MESSAGES.language).max(40, FLEET_MESSAGES.language))
    .max(GUIDE_LANGUAGES_MAX, FLEET_MESSAGES.languages)
    .default([])
    .transform((languages) => [...new Set(languages)]),
});
export type GuideInput = z.output<typeof guideInputSchema>;
export type GuideFormValues = z.input<typeof guideInputSchema>;

export const guideSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  languages: z.array(z.string()),
  updatedAt: z.string(),
});
export type Guide = z.infer<typeof guideSchema>;
/** `GET /api/admin/fleet/guides`: every guide, by name. */
export const guideListSchema = z.object({ items: z.array(guideSchema) });
export type GuideList = z.infer<typeof guideListSchema>;

/** Body of `POST /api/admin/fleet/vehicles` and `PUT /api/admin/fleet/vehicles/{id}`. */
export const vehicleInputSchema = z.object({
  name: z.string({ error: FLEET_MESSAGES.vehicleName }).trim().min(1, FLEET_MESSAGES.vehicleName).max(80, 'At most 80 characters'),
  seats: z
    .number({ error: FLEET_MESSAGES.vehicleSeats })
    .int(FLEET_MESSAGES.vehicleSeats)
    .min(1, FLEET_MESSAGES.vehicleSeats)
    .max(VEHICLE_SEATS_MAX, FLEET_MESSAGES.vehicleSeats),
});
export type VehicleInput = z.output<typeof vehicleInputSchema>;

export const vehicleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  seats: z.number().int(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
/** `GET /api/admin/fleet/vehicles`: every vehicle, by name. */
export const vehicleListSchema = z.object({ items: z.array(vehicleSchema) });
export type VehicleList = z.infer<typeof vehicleListSchema>;
