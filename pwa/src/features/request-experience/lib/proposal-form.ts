/**
 * The proposal form's values, choices and checks. The form holds what the inputs hold; the shared
 * zod schema (loaded on first use, so it does not weigh on the page's first paint) turns them into
 * the request and gives the spec's messages per field. `ageRange` and `consent` stay in the form.
 */
import type { ProposalRequest } from '@safari/shared/proposal';
import { localIsoDate } from '@safari/shared/booking-rules';
import { PROPOSAL_LABELS } from '@safari/shared/proposal-labels';
import type {
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
} from '@safari/shared/enums';

type Of<T extends readonly string[]> = T[number];

export interface ProposalFormValues {
  destination: string;
  startDate: string;
  endDate: string;
  flexWindow: Of<typeof DATE_FLEX_WINDOWS>;
  altMonths: string;
  adults: string;
  children: string;
  childrenAges: string;
  ageRange: string;
  budgetTier: Of<typeof BUDGET_TIERS> | '';
  budgetBasis: Of<typeof BUDGET_BASES>;
  budgetFlex: Of<typeof BUDGET_FLEXIBILITY>;
  lodgingType: Of<typeof LODGING_TYPES>;
  room: Of<typeof ROOM_TYPES>;
  amenities: string;
  styles: Of<typeof TRAVEL_STYLES>[];
  activities: Of<typeof PROPOSAL_ACTIVITIES>[];
  transportMode: Of<typeof TRANSPORT_MODES> | '';
  airport: string;
  flightBooked: Of<typeof FLIGHT_BOOKED>;
  dietary: Of<typeof DIETARY_OPTIONS>;
  accessibility: string;
  insurance: Of<typeof INSURANCE_OPTIONS>;
  name: string;
  email: string;
  phone: string;
  country: string;
  prefer: Of<typeof CONTACT_PREFERENCES> | '';
  whatsapp: string;
  notes: string;
  consent: boolean;
}

export const EMPTY_PROPOSAL: ProposalFormValues = {
  destination: '',
  startDate: '',
  endDate: '',
  flexWindow: 'no',
  altMonths: '',
  adults: '2',
  children: '0',
  childrenAges: '',
  ageRange: '',
  budgetTier: '',
  budgetBasis: 'per_person',
  budgetFlex: 'no',
  lodgingType: 'mixed',
  room: 'double',
  amenities: '',
  styles: [],
  activities: [],
  transportMode: '',
  airport: '',
  flightBooked: 'no',
  dietary: 'none',
  accessibility: '',
  insurance: 'no',
  name: '',
  email: '',
  phone: '',
  country: '',
  prefer: '',
  whatsapp: '',
  notes: '',
  consent: false,
};

/** Field names as the API reports them (`fields` of a 400), in the order the form shows them. */
export const PROPOSAL_FIELDS = [
  'trip.destination',
  'trip.startDate',
  'trip.endDate',
  'trip.flexibility.window',
  'trip.flexibility.altMonths',
  'party.adults',
  'party.children',
  'party.childrenAges',
  'budget.tier',
  'budget.basis',
  'budget.flexibility',
  'lodging.type',
  'lodging.room',
  'lodging.amenities',
  'preferences.styles',
  'preferences.activities',
  'preferences.transportMode',
  'arrivals.airport',
  'arrivals.flightBooked',
  'healthDiet.dietary',
  'healthDiet.accessibility',
  'insurance.option',
  'contact.name',
  'contact.email',
  'contact.phone',
  'contact.country',
  'contact.prefer',
  'contact.whatsapp',
  'notes',
  'consent',
] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];
export type ProposalErrors = Partial<Record<ProposalField, string>>;

/** Which field of the form each value is reported under. */
export const FIELD_OF: Record<keyof ProposalFormValues, ProposalField | null> = {
  destination: 'trip.destination',
  startDate: 'trip.startDate',
  endDate: 'trip.endDate',
  flexWindow: 'trip.flexibility.window',
  altMonths: 'trip.flexibility.altMonths',
  adults: 'party.adults',
  children: 'party.children',
  childrenAges: 'party.childrenAges',
  ageRange: null,
  budgetTier: 'budget.tier',
  budgetBasis: 'budget.basis',
  budgetFlex: 'budget.flexibility',
  lodgingType: 'lodging.type',
  room: 'lodging.room',
  amenities: 'lodging.amenities',
  styles: 'preferences.styles',
  activities: 'preferences.activities',
  transportMode: 'preferences.transportMode',
  airport: 'arrivals.airport',
  flightBooked: 'arrivals.flightBooked',
  dietary: 'healthDiet.dietary',
  accessibility: 'healthDiet.accessibility',
  insurance: 'insurance.option',
  name: 'contact.name',
  email: 'contact.email',
  phone: 'contact.phone',
  country: 'contact.country',
  prefer: 'contact.prefer',
  whatsapp: 'contact.whatsapp',
  notes: 'notes',
  consent: 'consent',
};

/** Spec texts (sections 5 and 8, exact). */
export const PROPOSAL_SUCCESS = 'Request received! We’ll contact you shortly.';
export const PROPOSAL_FIX_FIELDS = 'Please fix the highlighted fields.';
export const PROPOSAL_FAILURE = 'We couldn’t save your request. Please try again.';

/** Visitor-facing labels of the enumerations: the words the inbox shows too, with the form's hint on 'Other'. */
const OTHER_TELL_US = 'Other (tell us below)';
export const LABELS = {
  ...PROPOSAL_LABELS,
  flexWindow: { ...PROPOSAL_LABELS.flexWindow, other: OTHER_TELL_US },
  dietary: { ...PROPOSAL_LABELS.dietary, other: OTHER_TELL_US },
};

/** Age range of the group: helps the conversation, but the spec keeps it out of the request. */
export const AGE_RANGES = ['Under 30', '30–45', '46–60', 'Over 60', 'Mixed ages'] as const;

/** A counter's value as a number, or undefined while the input does not hold a whole number. */
function countOf(text: string): number | undefined {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

/** The request body as the schema sees it (before trimming and checks); ageRange and consent are left out. */
export function toRequestInput(values: ProposalFormValues): Record<string, unknown> {
  return {
    trip: {
      destination: values.destination,
      startDate: values.startDate,
      endDate: values.endDate,
      flexibility: { window: values.flexWindow, altMonths: values.altMonths },
    },
    party: { adults: countOf(values.adults), children: countOf(values.children), childrenAges: values.childrenAges },
    budget: { tier: values.budgetTier || undefined, basis: values.budgetBasis, flexibility: values.budgetFlex },
    lodging: { type: values.lodgingType, room: values.room, amenities: values.amenities },
    preferences: { styles: values.styles, activities: values.activities, transportMode: values.transportMode || undefined },
    arrivals: { airport: values.airport, flightBooked: values.flightBooked },
    healthDiet: { dietary: values.dietary, accessibility: values.accessibility },
    insurance: { option: values.insurance },
    contact: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      country: values.country,
      prefer: values.prefer || undefined,
      whatsapp: values.whatsapp,
    },
    notes: values.notes,
  };
}

const isField = (key: string): key is ProposalField => (PROPOSAL_FIELDS as readonly string[]).includes(key);

/** Keeps the first message per known field; list items ('preferences.styles.0') count for their list. */
export function proposalErrorsFrom(entries: Iterable<[string, string]>): ProposalErrors {
  const errors: ProposalErrors = {};
  for (const [rawKey, message] of entries) {
    const key = rawKey.replace(/\.\d+$/, '');
    if (isField(key)) errors[key] ??= message;
  }
  return errors;
}

const loadModule = () => import('@safari/shared/proposal');
const loadSchema = () => loadModule().then((module) => ({ request: module.createProposalRequestSchema(() => localIsoDate()), consent: module.proposalConsentSchema }));

export function preloadProposalSchema(): void {
  void loadSchema();
}

export type ProposalCheck = { ok: true; request: ProposalRequest } | { ok: false; errors: ProposalErrors };

/** Checks the whole form: the request with the shared schema, plus the consent box. */
export async function checkProposal(values: ProposalFormValues): Promise<ProposalCheck> {
  const schema = await loadSchema();
  const result = schema.request.safeParse(toRequestInput(values));
  const consent = schema.consent.safeParse(values.consent);
  const entries: [string, string][] = result.success ? [] : result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]);
  if (!consent.success) entries.push(['consent', consent.error.issues[0]?.message ?? '']);
  if (result.success && consent.success) return { ok: true, request: result.data };
  return { ok: false, errors: proposalErrorsFrom(entries) };
}
