import { describe, expect, it } from 'vitest';
import { canAccessSection, isStaffRole, staffHomeSection, staffSectionsOf, STAFF_SECTIONS } from './staff';

describe('canAccessSection', () => {
  it('when the role is a traveller or missing, then no section is open', () => {
    for (const section of STAFF_SECTIONS) {
      expect(canAccessSection('user', section)).toBe(false);
      expect(canAccessSection(undefined, section)).toBe(false);
    }
    expect(isStaffRole('user')).toBe(false);
    expect(staffHomeSection('user')).toBeNull();
  });

  it('when the role is moderator, then only blogs, enquiries, reviews and profile are open, and blogs is home', () => {
    expect(staffSectionsOf('moderator')).toEqual(['blogs', 'enquiries', 'reviews', 'profile']);
    expect(staffHomeSection('moderator')).toBe('blogs');
  });

  it('when the role is admin, then every section is open and the overview is home', () => {
    expect(staffSectionsOf('admin')).toEqual([...STAFF_SECTIONS]);
    expect(staffHomeSection('admin')).toBe('overview');
  });
});
