/**
 * The travellers' details of a booking, one entry per seat (adults, then children), for the guide's
 * manifest: `GET` and `PUT /api/bookings/{id}/travellers` (the owner, the booking's key holder, or
 * staff). Personal data: staff-only in the console, never logged.
 */
import { z } from 'zod';
import { RESIDENCIES } from './money-terms';

export const TRAVELLER_MESSAGES = {
  fullName: 'Full name is required',
  residency: 'Choose East-African citizen, East-African resident or non-resident',
  nationality: 'Nationality is required',
  age: 'Age of a child: 0 to 17',
  emergencyName: 'Emergency contact name is required',
  emergencyPhone: 'Enter a phone number like +254 712 345 678',
  /** The entries do not match the booking's party. */
  count: (adults: number, children: number) =>
    `One entry per traveller: ${adults} ${adults === 1 ? 'adult' : 'adults'}${children ? ` and ${children} ${children === 1 ? 'child' : 'children'}` : ''}`,
  canceled: 'This booking is cancelled',
  notFound: 'Booking not found',
} as const;

/** How many days before travel the lead traveller is reminded of missing details (once). */
export const TRAVELLERS_REMINDER_DAYS = 14;

function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');

/** One seat's traveller. A child has an age; an adult has none. */
export const travellerInputSchema = z
  .object({
    fullName: z.string({ error: TRAVELLER_MESSAGES.fullName }).trim().min(1, TRAVELLER_MESSAGES.fullName).max(120, 'At most 120 characters'),
    residency: z.enum(RESIDENCIES, { error: TRAVELLER_MESSAGES.residency }),
    nationality: z.string({ error: TRAVELLER_MESSAGES.nationality }).trim().min(1, TRAVELLER_MESSAGES.nationality).max(60, 'At most 60 characters'),
    child: z.boolean().default(false),
    /** Whole years, for a child only. */
    age: z.number({ error: TRAVELLER_MESSAGES.age }).int(TRAVELLER_MESSAGES.age).min(0, TRAVELLER_MESSAGES.age).max(17, TRAVELLER_MESSAGES.age).nullable().default(null),
    /** Optional. */
    passportNumber: text(30),
    dietary: text(500),
    medical: text(1000),
    emergencyContact: z.object(
      {
        name: z.string({ error: TRAVELLER_MESSAGES.emergencyName }).trim().min(1, TRAVELLER_MESSAGES.emergencyName).max(120, 'At most 120 characters'),
        phone: z
          .string({ error: TRAVELLER_MESSAGES.emergencyPhone })
          .trim()
          .max(40, TRAVELLER_MESSAGES.emergencyPhone)
          .refine(isPhoneNumber, TRAVELLER_MESSAGES.emergencyPhone),
      },
      { error: TRAVELLER_MESSAGES.emergencyName },
    ),
  })
  .superRefine((traveller, ctx) => {
    if (traveller.child && traveller.age === null) ctx.addIssue({ code: 'custom', path: ['age'], message: TRAVELLER_MESSAGES.age });
  })
  .transform((traveller) => ({ ...traveller, age: traveller.child ? traveller.age : null }));
export type TravellerInput = z.output<typeof travellerInputSchema>;
export type TravellerFormValues = z.input<typeof travellerInputSchema>;

/** Body of `PUT /api/bookings/{id}/travellers`: every seat of the booking, adults first, then children. */
export const travellersInputSchema = z.object({
  travellers: z.array(travellerInputSchema).min(1, 'Add the travellers').max(100, 'At most 100 travellers'),
});
export type TravellersInput = z.output<typeof travellersInputSchema>;

export const travellerSchema = z.object({
  /** 1 … adults + children. */
  seat: z.number().int().positive(),
  fullName: z.string(),
  residency: z.enum(RESIDENCIES),
  nationality: z.string(),
  child: z.boolean(),
  age: z.number().int().nullable(),
  passportNumber: z.string(),
  dietary: z.string(),
  medical: z.string(),
  emergencyContact: z.object({ name: z.string(), phone: z.string() }),
});
export type Traveller = z.infer<typeof travellerSchema>;

/** Answer of `GET` and `PUT /api/bookings/{id}/travellers`. */
export const bookingTravellersSchema = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** True once every seat has its traveller. */
  complete: z.boolean(),
  travellers: z.array(travellerSchema),
});
export type BookingTravellers = z.infer<typeof bookingTravellersSchema>;
