/**
 * How the console names its sections and roles to people: the sidebar's words, what a refused
 * section says, and what each role may do (derived from `SECTION_ROLES`, so it cannot drift).
 */
import type { Role } from './enums';
import { SECTION_ROLES, STAFF_SECTIONS, type StaffSection } from './staff';

export const STAFF_SECTION_LABELS: Record<StaffSection, string> = {
  overview: 'Overview',
  tours: 'Tours',
  bookings: 'Bookings',
  reconciliation: 'Reconciliation',
  users: 'Users',
  blogs: 'Blogs',
  enquiries: 'Enquiries',
  reviews: 'Reviews',
  mail: 'Mail',
  partners: 'Partners',
  settings: 'Settings',
  audit: 'Audit trail',
  profile: 'Profile',
};

export const ROLE_NAMES: Record<Role, string> = { admin: 'Administrator', moderator: 'Moderator', user: 'Traveller' };

/** 'Your role does not include Bookings': a staff member opening a section their role may not use. */
export function sectionRefusedMessage(section: StaffSection): string {
  return `Your role does not include ${STAFF_SECTION_LABELS[section]}`;
}

/** 'a, b and c'. */
function listOf(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The sections a role may use, by name, in sidebar order (their own profile left out: everyone has it). */
export function roleSectionNames(role: Role): string[] {
  return STAFF_SECTIONS.filter((section) => section !== 'profile' && (SECTION_ROLES[section] as readonly string[]).includes(role)).map((section) => STAFF_SECTION_LABELS[section]);
}

/** What a role may do, for the role picker: 'Blogs, Enquiries and Reviews, and their own profile.' */
export function roleDescription(role: Role): string {
  if (role === 'user') return 'No console: books tours and follows their own trips on the site.';
  const sections = roleSectionNames(role);
  if (role === 'admin') return `Everything: ${listOf(sections)}.`;
  return `Only ${listOf(sections)}, and their own profile.`;
}
