import { z } from 'zod';
import type { Role } from './enums';

/** Roles that may enter the staff console. */
export const STAFF_ROLES = ['admin', 'moderator'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Sections of the staff console, in sidebar order (`/admin`, `/admin/tours`, …). */
export const STAFF_SECTIONS = ['overview', 'tours', 'bookings', 'reconciliation', 'users', 'blogs', 'enquiries', 'reviews', 'mail', 'partners', 'settings', 'audit', 'profile'] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

/**
 * Who may use each section. Admins everything; moderators the blog (posts and comments), the
 * enquiries inbox and their profile: no tours, no money (overview, bookings, reconciliation), no users, no mail
 * outbox, no audit trail. Uploads
 * belong to `blogs` (cover and content images) and `tours`.
 */
export const SECTION_ROLES: Record<StaffSection, readonly StaffRole[]> = {
  overview: ['admin'],
  tours: ['admin'],
  bookings: ['admin'],
  reconciliation: ['admin'],
  users: ['admin'],
  blogs: ['admin', 'moderator'],
  enquiries: ['admin', 'moderator'],
  reviews: ['admin', 'moderator'],
  mail: ['admin'],
  partners: ['admin'],
  settings: ['admin'],
  audit: ['admin'],
  profile: ['admin', 'moderator'],
};

/** Whether this role belongs to staff (may enter the console at all). */
export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'admin' || role === 'moderator';
}

/** Whether this role may use the section; unknown roles and travellers may use none. */
export function canAccessSection(role: Role | null | undefined, section: StaffSection): boolean {
  return isStaffRole(role) && SECTION_ROLES[section].includes(role);
}

/** The sections this role may use, in sidebar order. */
export function staffSectionsOf(role: Role | null | undefined): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => canAccessSection(role, section));
}

/** Where a staff member lands after sign-in: the first section they may use (null: no staff access). */
export function staffHomeSection(role: Role | null | undefined): StaffSection | null {
  return staffSectionsOf(role)[0] ?? null;
}

/** Roles allowed to upload images (the tour and blog editors). */
export const UPLOAD_ROLES: readonly StaffRole[] = ['admin', 'moderator'];

/** Page size of every admin list (spec). */
export const ADMIN_PAGE_SIZE = 5;
export const ADMIN_PAGE_SIZE_MAX = 50;
/** The rows-per-page choices of a console list (the specification's 5 first). */
export const ADMIN_PAGE_SIZES = [ADMIN_PAGE_SIZE, 10, 25, ADMIN_PAGE_SIZE_MAX] as const;
export const ADMIN_SEARCH_MAX = 200;

/** Texts shown by the console (spec, kept exactly) and by the API's staff routes. */
export const STAFF_MESSAGES = {
  noStaffAccess: 'This account has no staff access',
  offline: 'You are offline — the admin area needs a connection',
} as const;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const PAGE_MESSAGE = 'Page must be a whole number from 1.';
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}.`;

/** `page` query parameter: whole number from 1, default 1. */
export const adminPageParam = z.preprocess(
  blank,
  z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
);
/** `pageSize` query parameter: 1–50, default 5. */
export const adminPageSizeParam = z.preprocess(
  blank,
  z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(ADMIN_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
    .default(ADMIN_PAGE_SIZE),
);
/** `q` query parameter: trimmed, blank means none. */
export const adminSearchParam = z.preprocess(
  blank,
  z.string().trim().max(ADMIN_SEARCH_MAX, `Search at most ${ADMIN_SEARCH_MAX} characters.`).optional(),
);

/** The paging envelope every admin list answers with. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the filters, over all pages. */
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    /** Number of pages (0 when nothing matches). */
    pages: z.number().int().nonnegative(),
  });
}

/** `:id` of an admin route: a UUID. */
export const adminIdParamsSchema = z.object({ id: z.uuid('Not a valid id.') });
export type AdminIdParams = z.infer<typeof adminIdParamsSchema>;
