import { describe, expect, it } from 'vitest';
import { officeHoursNote } from './chat-office-hours';

const hours = { days: [1, 2, 3, 4, 5], from: '08:00', to: '20:00', text: 'Mon to Fri 08:00 to 20:00 EAT' };

describe('officeHoursNote', () => {
  it('when the office is open (Nairobi time), then the chat says nothing more', () => {
    // Thursday 26 Nov 2026, 10:00 in Nairobi.
    expect(officeHoursNote(hours, new Date('2026-11-26T07:00:00Z'))).toBeNull();
  });

  it('when it is before opening the same day, then a planner answers today from the opening time', () => {
    // Thursday 06:30 in Nairobi.
    expect(officeHoursNote(hours, new Date('2026-11-26T03:30:00Z'))).toBe('Our planners are away just now. A planner will answer today from 08:00 (Nairobi time).');
  });

  it('when it is Friday night, then a planner answers on Monday', () => {
    // Friday 27 Nov, 21:00 in Nairobi (18:00 UTC).
    expect(officeHoursNote(hours, new Date('2026-11-27T18:00:00Z'))).toBe('Our planners are away just now. A planner will answer on Mon 30 Nov from 08:00 (Nairobi time).');
  });
});
