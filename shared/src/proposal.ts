import { z } from 'zod';
import { earliestBookableDate, isIsoDate, MAX_ADULTS, MAX_CHILDREN } from './booking-rules';
import { MIN_ADULTS, MIN_CHILDREN } from './constants';
import {
  BUDGET_BASES,
  BUDGET_FLEXIBILITY,
  BUDGET_TIERS,
  CONTACT_PREFERENCES,
  DATE_FLEX_WINDOWS,
  DIETARY_OPTIONS,
  FLIGHT_BOOKED,
  INSURANCE_OPTIONS,
  LODGING_TYPES,
  PROPOSAL_ACTIVITIES,
  ROOM_TYPES,
  TRANSPORT_MODES,
  TRAVEL_STYLES,
} from './enums';
import { EMAIL_MAX, SIMPLE_EMAIL_PATTERN } from './newsletter';

/** The proposal form's messages (spec, sections 5 and 8: exact, except `startDatePast`, ours). */
export const PROPOSAL_MESSAGES = {
  destination: 'Destination is required.',
  startDate: 'Start date is required.',
  startDatePast: 'Please choose a start date from today onwards.',
  endDate: 'End date is required.',
  endBeforeStart: 'End date must be on or after start date.',
  adults: 'At least 1 adult.',
  budgetTier: 'Select a budget tier.',
  name: 'Your full name is required.',
  email: 'Enter a valid email address.',
  phone: 'Phone number is required.',
  country: 'Country is required.',
  consent: 'Please consent so we can contact you.',
  transportMode: 'Choose how you prefer to move between parks.',
  prefer: 'Select a contact channel.',
} as const;

export const PROPOSAL_TEXT_MAX = 200;
export const PROPOSAL_PHONE_MAX = 40;
export const PROPOSAL_NOTES_MAX = 5_000;

const M = PROPOSAL_MESSAGES;

const requiredText = (message: string, max = PROPOSAL_TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

const optionalText = (max = PROPOSAL_TEXT_MAX) =>
  z.string().trim().max(max, `Please keep this under ${max} characters.`).default('');

const count = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, `For more than ${max}, please tell us in the notes.`);

/** An object that reports each missing field (as an empty form would) rather than one 'expected object'. */
const group = <T extends z.ZodObject>(schema: T) => schema.prefault({} as z.input<T>);

/** A list of distinct choices from `values` (duplicates are dropped). */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: 'Unknown choice.' }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

/**
 * The proposal request (spec section 3, 'Proposal request payload') with the proposal form's rules
 * (section 5). `minDate` gives the earliest start date as YYYY-MM-DD: the form passes today in the
 * traveller's time zone, the API today anywhere on earth. Errors are keyed by dotted paths:
 * `trip.destination`, `party.adults`, `contact.prefer`, … The form's `ageRange` and `consent` are
 * not part of it (they are not sent).
 */
export function createProposalRequestSchema(minDate: () => string) {
  const trip = z
    .object({
      destination: requiredText(M.destination),
      startDate: z
        .string({ error: M.startDate })
        .trim()
        .refine(isIsoDate, M.startDate)
        .refine((value) => !isIsoDate(value) || value >= minDate(), M.startDatePast),
      endDate: z.string({ error: M.endDate }).trim().refine(isIsoDate, M.endDate),
      flexibility: group(
        z.object({
          window: z.enum(DATE_FLEX_WINDOWS, { error: 'Choose how flexible your dates are.' }).default('no'),
          /** Other months that would suit, in the traveller's words ('August or September'). */
          altMonths: optionalText(),
        }),
      ),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when another trip field is wrong, so all problems show at once.
        const { startDate, endDate } = (value ?? {}) as { startDate?: unknown; endDate?: unknown };
        if (typeof startDate !== 'string' || typeof endDate !== 'string') return;
        if (isIsoDate(startDate) && isIsoDate(endDate) && endDate < startDate) {
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
        }
      },
      { when: () => true },
    );

  return z.object({
    trip: group(trip),
    party: group(
      z.object({
        adults: count(MIN_ADULTS, MAX_ADULTS, M.adults),
        children: count(MIN_CHILDREN, MAX_CHILDREN, 'Children cannot be fewer than 0.').default(MIN_CHILDREN),
        childrenAges: optionalText(),
      }),
    ),
    budget: group(
      z.object({
        tier: z.enum(BUDGET_TIERS, { error: M.budgetTier }),
        basis: z.enum(BUDGET_BASES, { error: 'Choose per person or for the group.' }).default('per_person'),
        flexibility: z.enum(BUDGET_FLEXIBILITY, { error: 'Choose how flexible your budget is.' }).default('no'),
      }),
    ),
    lodging: group(
      z.object({
        type: z.enum(LODGING_TYPES, { error: 'Choose a kind of lodging.' }).default('mixed'),
        room: z.enum(ROOM_TYPES, { error: 'Choose a room type.' }).default('double'),
        amenities: optionalText(500),
      }),
    ),
    preferences: group(
      z.object({
        styles: choices(TRAVEL_STYLES),
        activities: choices(PROPOSAL_ACTIVITIES),
        transportMode: z.enum(TRANSPORT_MODES, { error: M.transportMode }),
      }),
    ),
    arrivals: group(
      z.object({
        airport: optionalText(),
        flightBooked: z.enum(FLIGHT_BOOKED, { error: 'Tell us whether your flight is booked.' }).default('no'),
      }),
    ),
    healthDiet: group(
      z.object({
        dietary: z.enum(DIETARY_OPTIONS, { error: 'Choose a dietary need.' }).default('none'),
        accessibility: optionalText(1_000),
      }),
    ),
    insurance: group(z.object({ option: z.enum(INSURANCE_OPTIONS, { error: 'Choose an insurance option.' }).default('no') })),
    contact: group(
      z.object({
        name: requiredText(M.name),
        email: z.string({ error: M.email }).trim().toLowerCase().max(EMAIL_MAX, M.email).regex(SIMPLE_EMAIL_PATTERN, M.email),
        phone: requiredText(M.phone, PROPOSAL_PHONE_MAX),
        country: requiredText(M.country, 100),
        prefer: z.enum(CONTACT_PREFERENCES, { error: M.prefer }),
        /** A WhatsApp number when it differs from the phone. */
        whatsapp: optionalText(PROPOSAL_PHONE_MAX),
      }),
    ),
    notes: optionalText(PROPOSAL_NOTES_MAX),
  });
}

/** `POST /api/proposals` body as the API checks it (a start date that is today anywhere on earth is accepted). */
export const proposalRequestSchema = createProposalRequestSchema(() => earliestBookableDate());
export type ProposalRequestInput = z.input<typeof proposalRequestSchema>;
export type ProposalRequest = z.infer<typeof proposalRequestSchema>;

/** The form's consent box (checked by the form only: consent is not sent). */
export const proposalConsentSchema = z.literal(true, { error: M.consent });

/** Answer of `POST /api/proposals`. */
export const proposalReceiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ProposalReceipt = z.infer<typeof proposalReceiptSchema>;
