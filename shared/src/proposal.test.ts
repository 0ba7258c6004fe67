import { describe, expect, it } from 'vitest';
import { createProposalRequestSchema, PROPOSAL_MESSAGES, proposalConsentSchema } from './proposal';

const schema = createProposalRequestSchema(() => '2030-01-01');

function fieldsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const proposal = {
  trip: { destination: 'Masai Mara & Amboseli', startDate: '2030-08-10', endDate: '2030-08-17', flexibility: { window: '±3d', altMonths: 'September' } },
  party: { adults: 2, children: 1, childrenAges: '9' },
  budget: { tier: 'Mid-range', basis: 'per_person', flexibility: '±10%' },
  lodging: { type: 'mid_lodge', room: 'family', amenities: 'Pool' },
  preferences: { styles: ['Wildlife', 'Photography'], activities: ['Hot air balloon'], transportMode: 'mix' },
  arrivals: { airport: 'NBO', flightBooked: 'yes' },
  healthDiet: { dietary: 'vegetarian', accessibility: '' },
  insurance: { option: 'cfar' },
  contact: { name: 'Amina Njoroge', email: 'amina@example.com', phone: '+254 712 345 678', country: 'Kenya', prefer: 'whatsapp', whatsapp: '' },
  notes: 'First safari for the children.',
};

describe('proposal request schema', () => {
  it('when the form is empty, then every required field gets the spec message', () => {
    expect(fieldsOf({})).toEqual({
      'trip.destination': 'Destination is required.',
      'trip.startDate': 'Start date is required.',
      'trip.endDate': 'End date is required.',
      'party.adults': 'At least 1 adult.',
      'budget.tier': 'Select a budget tier.',
      'preferences.transportMode': 'Choose how you prefer to move between parks.',
      'contact.name': 'Your full name is required.',
      'contact.email': 'Enter a valid email address.',
      'contact.phone': 'Phone number is required.',
      'contact.country': 'Country is required.',
      'contact.prefer': 'Select a contact channel.',
    });
  });

  it('when a complete proposal is checked, then it passes with trimmed text and the e-mail in lowercase', () => {
    const parsed = schema.parse({ ...proposal, contact: { ...proposal.contact, name: '  Amina Njoroge ', email: ' Amina@Example.com ' } });
    expect(parsed.contact).toMatchObject({ name: 'Amina Njoroge', email: 'amina@example.com' });
    expect(parsed.trip.destination).toBe('Masai Mara & Amboseli');
  });

  it('when the end date is before the start date, then only the end date is reported, even with other errors', () => {
    expect(fieldsOf({ ...proposal, trip: { ...proposal.trip, endDate: '2030-08-09' } })).toEqual({ 'trip.endDate': PROPOSAL_MESSAGES.endBeforeStart });
    expect(fieldsOf({ ...proposal, trip: { ...proposal.trip, destination: ' ', endDate: '2030-08-09' } })).toEqual({
      'trip.destination': 'Destination is required.',
      'trip.endDate': 'End date must be on or after start date.',
    });
    expect(fieldsOf({ ...proposal, trip: { ...proposal.trip, endDate: '2030-08-10' } })).toEqual({});
  });

  it('when the start date is before the earliest allowed date, then it is refused', () => {
    expect(fieldsOf({ ...proposal, trip: { ...proposal.trip, startDate: '2029-12-31' } })).toEqual({ 'trip.startDate': PROPOSAL_MESSAGES.startDatePast });
  });

  it('when adults is 0 or an enumeration holds an unknown value, then that field is refused', () => {
    expect(fieldsOf({ ...proposal, party: { adults: 0 } })).toEqual({ 'party.adults': 'At least 1 adult.' });
    expect(fieldsOf({ ...proposal, budget: { tier: 'Cheap' } })).toEqual({ 'budget.tier': 'Select a budget tier.' });
    expect(fieldsOf({ ...proposal, preferences: { ...proposal.preferences, activities: ['Skydiving'] } })).toHaveProperty(['preferences.activities.0']);
  });

  it('when optional groups are left out, then the defaults are filled in', () => {
    const { lodging, arrivals, healthDiet, insurance, notes, ...required } = proposal;
    void [lodging, arrivals, healthDiet, insurance, notes];
    const parsed = schema.parse(required);
    expect(parsed.insurance).toEqual({ option: 'no' });
    expect(parsed.healthDiet).toEqual({ dietary: 'none', accessibility: '' });
    expect(parsed.notes).toBe('');
  });

  it('when consent is not given, then the consent message shows', () => {
    expect(proposalConsentSchema.safeParse(false).error?.issues[0]?.message).toBe('Please consent so we can contact you.');
    expect(proposalConsentSchema.safeParse(true).success).toBe(true);
  });
});
