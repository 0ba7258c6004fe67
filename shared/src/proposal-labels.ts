/**
 * The words for a custom-itinerary request's choices, as the traveller picks them on the Request
 * Quote form and as the staff read them back in the inbox. Without zod: the form's page shows them
 * before (or without) the schema library.
 */
import type * as choices from './enums';

type LabelsOf<T extends readonly string[]> = Readonly<Record<T[number], string>>;

export const PROPOSAL_LABELS: {
  flexWindow: LabelsOf<typeof choices.DATE_FLEX_WINDOWS>;
  budgetBasis: LabelsOf<typeof choices.BUDGET_BASES>;
  budgetFlex: LabelsOf<typeof choices.BUDGET_FLEXIBILITY>;
  lodgingType: LabelsOf<typeof choices.LODGING_TYPES>;
  room: LabelsOf<typeof choices.ROOM_TYPES>;
  transportMode: LabelsOf<typeof choices.TRANSPORT_MODES>;
  flightBooked: LabelsOf<typeof choices.FLIGHT_BOOKED>;
  dietary: LabelsOf<typeof choices.DIETARY_OPTIONS>;
  insurance: LabelsOf<typeof choices.INSURANCE_OPTIONS>;
  prefer: LabelsOf<typeof choices.CONTACT_PREFERENCES>;
} = {
  flexWindow: { no: 'Exact dates', '±3d': '± 3 days', '±7d': '± 7 days', other: 'Other' },
  budgetBasis: { per_person: 'Per person', total_group: 'Total for the group' },
  budgetFlex: { no: 'Fixed budget', '±10%': 'Flexible by ± 10%', '±20%': 'Flexible by ± 20%' },
  lodgingType: { luxury_lodge: 'Luxury lodge', mid_lodge: 'Mid-range lodge', budget_camp: 'Budget camp', mixed: 'A mix' },
  room: { double: 'Double', twin: 'Twin', single: 'Single', family: 'Family room' },
  transportMode: { road: 'By road', flight: 'Fly-in', mix: 'Mix of both' },
  flightBooked: { no: 'Not yet', yes: 'Yes, booked' },
  dietary: { none: 'No special diet', vegetarian: 'Vegetarian', vegan: 'Vegan', gluten_free: 'Gluten-free', halal: 'Halal', other: 'Other' },
  insurance: { no: 'No, I have my own or none', yes: 'Yes, include travel insurance', cfar: 'Yes, with cancel-for-any-reason cover' },
  prefer: { email: 'Email', whatsapp: 'WhatsApp', phone: 'Phone call' },
};

/** The group a request's value belongs to. */
export type ProposalLabelGroup = keyof typeof PROPOSAL_LABELS;
