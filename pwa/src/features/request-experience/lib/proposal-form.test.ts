import { describe, expect, it } from 'vitest';
import { checkProposal, EMPTY_PROPOSAL, proposalErrorsFrom, toRequestInput, type ProposalFormValues } from './proposal-form';

function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const filled: ProposalFormValues = {
  ...EMPTY_PROPOSAL,
  destination: ' Samburu ',
  startDate: daysAhead(30),
  endDate: daysAhead(35),
  ageRange: '30–45',
  budgetTier: 'Luxury',
  transportMode: 'flight',
  styles: ['Wildlife'],
  name: ' Otieno ',
  email: 'Otieno@Example.com',
  phone: '+254 700 000 000',
  country: 'Kenya',
  prefer: 'email',
  consent: true,
};

describe('proposal form', () => {
  it('when the form is turned into a request, then the age range and consent stay behind', () => {
    const input = toRequestInput(filled);
    expect(input).not.toHaveProperty('ageRange');
    expect(input).not.toHaveProperty('consent');
    expect(JSON.stringify(input)).not.toContain('30–45');
  });

  it('when a complete form is checked, then the request is trimmed and carries the counts as numbers', async () => {
    const result = await checkProposal(filled);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.trip.destination).toBe('Samburu');
    expect(result.request.contact).toMatchObject({ name: 'Otieno', email: 'otieno@example.com' });
    expect(result.request.party).toEqual({ adults: 2, children: 0, childrenAges: '' });
  });

  it('when consent is missing and the adults box is emptied, then both are reported with the spec texts', async () => {
    const result = await checkProposal({ ...filled, consent: false, adults: '' });
    expect(result).toEqual({ ok: false, errors: { 'party.adults': 'At least 1 adult.', consent: 'Please consent so we can contact you.' } });
  });

  it('when the server reports a list item or an unknown field, then the item counts for its list and the unknown is ignored', () => {
    expect(proposalErrorsFrom([['preferences.styles.0', 'Unknown choice.'], ['somethingElse', 'x']])).toEqual({ 'preferences.styles': 'Unknown choice.' });
  });
});
