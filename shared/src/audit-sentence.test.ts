import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './admin-audit';
import { auditNote, auditSentence } from './audit-sentence';

const amina = { id: '6f1c1d0e-0000-4000-8000-000000000001', name: 'Amina', email: 'amina@example.com' };
const entry = (change: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-26T12:08:56.148Z',
  actor: amina,
  action: 'update',
  entity: 'booking',
  entityId: '214acbc3-5d0e-4a5b-9c1d-2f3e4a5b6c7d',
  details: { reference: 'SAF-4FJFV' },
  before: null,
  after: null,
  ...change,
});

describe('audit entries read as sentences', () => {
  it('when a booking’s status changes, then it says who moved which booking from what to what, in Nairobi time', () => {
    const moved = entry({ before: { reference: 'SAF-4FJFV', status: 'pending' }, after: { reference: 'SAF-4FJFV', status: 'confirmed' } });
    expect(auditSentence(moved)).toBe('Amina moved the booking SAF-4FJFV from pending to confirmed, 26 Nov 2026 15:08 (Nairobi)');
  });

  it('when a booking moves to another departure, then it says from which date to which, and a price change or the price kept', () => {
    const moved = entry({ action: 'move', details: { reference: 'SAF-4FJFV', from: '2027-03-06', to: '2027-03-13', priceNote: 'Price changed from $600 to $800, the new departure’s price' } });
    expect(auditSentence(moved)).toBe('Amina moved the booking SAF-4FJFV from 6 Mar 2027 to 13 Mar 2027, 26 Nov 2026 15:08 (Nairobi). Price changed from $600 to $800, the new departure’s price.');
  });

  it('when an edit or a move changes the balance’s due date, then the note says from which date to which, and when the office had set it by hand', () => {
    const edited = entry({
      details: { reference: 'SAF-4FJFV', balanceDue: { from: '2027-06-12', to: '2027-06-05' } },
      before: { reference: 'SAF-4FJFV', date: '2027-08-11' },
      after: { reference: 'SAF-4FJFV', date: '2027-08-04' },
    });
    expect(auditSentence(edited)).toBe('Amina changed date of the booking SAF-4FJFV, 26 Nov 2026 15:08 (Nairobi). Balance due moved from 12 Jun 2027 to 5 Jun 2027.');
    expect(auditNote(edited)).toBe('Balance due moved from 12 Jun 2027 to 5 Jun 2027');
    const moved = entry({
      action: 'move',
      details: { reference: 'SAF-4FJFV', from: '2027-03-06', to: '2027-03-13', balanceDue: { from: '2027-02-20', to: '2027-02-27', byHand: true }, priceNote: 'Agreed price of $600 kept; the new departure’s price would be $800' },
    });
    expect(auditNote(moved)).toBe('Agreed price of $600 kept; the new departure’s price would be $800. Balance due moved from 20 Feb 2027 to 27 Feb 2027, as many days before travel as set by hand');
    expect(auditNote(entry({ details: { reference: 'SAF-4FJFV', balanceDue: { from: 'soon', to: null } } }))).toBe('');
  });

  it('when other fields change, then it names them, never the record id or an ISO time', () => {
    const edited = entry({
      before: { reference: 'SAF-4FJFV', adults: 2, updatedAt: '2026-11-26T15:08:56.148Z' },
      after: { reference: 'SAF-4FJFV', adults: 3, updatedAt: '2026-11-26T16:00:00.000Z' },
    });
    const sentence = auditSentence(edited);
    expect(sentence).toBe('Amina changed adults of the booking SAF-4FJFV, 26 Nov 2026 15:08 (Nairobi)');
    expect(sentence).not.toMatch(/214acbc3|T\d{2}:\d{2}/);
  });

  it('when money or an e-mail is listed, then the amount, method and subject are said', () => {
    expect(auditSentence(entry({ entity: 'ledger_entry', action: 'payment', details: { reference: 'SAF-4FJFV', amount: 500, currency: 'USD', method: 'cash' } }))).toBe(
      'Amina recorded a payment of $500 (cash) for the booking SAF-4FJFV, 26 Nov 2026 15:08 (Nairobi)',
    );
    expect(
      auditSentence(entry({ entity: 'ledger_entry', action: 'payment', actor: { id: null, name: null, email: null }, details: { amount: 64500, currency: 'KES', method: 'mpesa', online: true } })),
    ).toMatch(/^The traveller paid KES\s64,500 online \(M-Pesa\), 26 Nov 2026 15:08 \(Nairobi\)$/);
    expect(auditSentence(entry({ entity: 'notification', action: 'email', actor: { id: null, name: null, email: null }, details: { subject: 'Booking confirmed', to: 'neema@example.com', status: 'sent' } }))).toBe(
      'E-mail ‘Booking confirmed’ sent to neema@example.com, 26 Nov 2026 15:08 (Nairobi)',
    );
  });

  it('when a tour is unpublished or the account is gone, then the sentence still reads', () => {
    expect(auditSentence(entry({ entity: 'tour', action: 'delete', actor: { id: null, name: null, email: null }, details: { name: 'Mara Classic' } }))).toBe(
      'A deleted account deleted the tour Mara Classic, 26 Nov 2026 15:08 (Nairobi)',
    );
  });
});
