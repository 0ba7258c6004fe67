import { describe, expect, it } from 'vitest';
import { roleDescription, sectionRefusedMessage } from './staff-words';

describe('the console’s words for sections and roles', () => {
  it('when a section is refused, then the message names it', () => {
    expect(sectionRefusedMessage('bookings')).toBe('Your role does not include Bookings');
    expect(sectionRefusedMessage('audit')).toBe('Your role does not include Audit trail');
  });

  it('when the role picker explains a role, then it lists exactly the sections that role may use', () => {
    expect(roleDescription('moderator')).toBe('Only Blogs, Enquiries and Reviews, and their own profile.');
    expect(roleDescription('admin')).toMatch(/^Everything: Overview, Tours, Bookings, .* and Audit trail\.$/);
    expect(roleDescription('user')).toBe('No console: books tours and follows their own trips on the site.');
  });
});
