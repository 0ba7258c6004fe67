/**
 * The one access rule of the staff console, for route guards and services alike: the shared
 * section table (`SECTION_ROLES`) says which roles may use which section; anything else is denied.
 */
import type { RequestHandler } from 'express';
import { canAccessSection, SECTION_ROLES, type StaffSection } from '@safari/shared/staff';
import type { Auth, AuthUser } from './auth';
import { ForbiddenError, UnauthorizedError } from './errors';

/** Route guard: 401 without a valid token, 403 unless the user's role may use the section. */
export function requireSection(auth: Auth, section: StaffSection): RequestHandler {
  return auth.requireRole(...SECTION_ROLES[section]);
}

/** Service check, again: throws unless `actor` may use the section. */
export function assertSection(actor: AuthUser | undefined, section: StaffSection): asserts actor is AuthUser {
  if (!actor) throw new UnauthorizedError();
  if (!canAccessSection(actor.role, section)) throw new ForbiddenError();
}
