import { describe, expect, it } from 'vitest';
import { inboxReplyInputSchema, replySubjectFor, storedProposalSchema, whatsappNumber } from './admin-inbox';

describe('inbox helpers', () => {
  it('when a phone number is turned into a wa.me number, then it has digits only and a country code', () => {
    expect(whatsappNumber('+254 712 345 678')).toBe('254712345678');
    expect(whatsappNumber('0712-345-678')).toBe('254712345678');
    expect(whatsappNumber('0044 20 7946 0958')).toBe('442079460958');
    expect(whatsappNumber('12 34')).toBeNull();
  });

  it('when a reply is suggested a subject, then it follows what the traveller wrote about', () => {
    expect(replySubjectFor({ tab: 'contact', subject: 'Dates' })).toBe('Re: Dates');
    expect(replySubjectFor({ tab: 'chat', subject: '' })).toBe('Re: your message');
    expect(replySubjectFor({ tab: 'proposals', subject: 'Masai Mara' })).toBe('Your safari to Masai Mara');
  });

  it('when a reply is blank, then subject and message each get their message', () => {
    const result = inboxReplyInputSchema.safeParse({ subject: ' ', message: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', 'Subject is required.'],
      ['message', 'Message is required.'],
    ]);
  });

  it('when a stored request lacks groups, then they read as empty instead of failing', () => {
    const proposal = storedProposalSchema.parse({ trip: { destination: 'Amboseli' }, party: { adults: 'two' } });
    expect(proposal.trip).toEqual({ destination: 'Amboseli', startDate: '', endDate: '', flexibility: { window: '', altMonths: '' } });
    expect(proposal.party.adults).toBeNull();
    expect(proposal.preferences.styles).toEqual([]);
  });
});
