/**
 * Who hears which alert: staff only (deny by default), and each kind only by the roles of its section
 * (a moderator hears of enquiries and chat, not of money). Checked when the stream opens and again
 * on every heartbeat, from the account as it is now: a demoted, disabled or deleted account, or one
 * whose sessions were ended (token version), has its stream ended.
 */
import type { Role } from '@safari/shared/enums';
import { SECTION_ROLES, canAccessSection, type StaffRole } from '@safari/shared/staff';
import { STAFF_EVENT_KINDS, STAFF_EVENT_SECTIONS, type StaffEvent, type StaffEventKind } from '@safari/shared/staff-events';
import type { AuthUser } from '../../lib/auth';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { EventsRepo } from './events.repo';

/** The roles that may open the stream: those of any alert's section. */
export const STREAM_ROLES: StaffRole[] = [...new Set(STAFF_EVENT_KINDS.flatMap((kind) => SECTION_ROLES[STAFF_EVENT_SECTIONS[kind]]))];

/** The kinds this role hears of. */
export function kindsOf(role: Role): Set<StaffEventKind> {
  return new Set(STAFF_EVENT_KINDS.filter((kind) => canAccessSection(role, STAFF_EVENT_SECTIONS[kind])));
}

export interface EventsService {
  /** The kinds the actor hears of; throws unless they hear of any. */
  open(actor: AuthUser | undefined): Set<StaffEventKind>;
  /** The kinds the account hears of now, or null when its stream must end. */
  recheck(accountId: string, tokenVersion: number | undefined): Promise<Set<StaffEventKind> | null>;
  recent(limit: number, hours: number): Promise<StaffEvent[]>;
  after(lastId: string, limit: number, hours: number): Promise<StaffEvent[]>;
  latestId(): Promise<string | undefined>;
}

/** An event written this long before the last one received may still be new to the console (commit order). */
const OVERLAP_SECONDS = 10;

export function createEventsService({ repo }: { repo: EventsRepo }): EventsService {
  return {
    open(actor) {
      if (!actor) throw new UnauthorizedError();
      const kinds = kindsOf(actor.role);
      if (kinds.size === 0) throw new ForbiddenError();
      return kinds;
    },
    async recheck(accountId, tokenVersion) {
      const account = await repo.account(accountId);
      if (!account || !account.active || (tokenVersion !== undefined && account.tokenVersion !== tokenVersion)) return null;
      const kinds = kindsOf(account.role);
      return kinds.size > 0 ? kinds : null;
    },
    recent: (limit, hours) => repo.recent(limit, hours),
    after: (lastId, limit, hours) => repo.after(lastId, limit, hours, OVERLAP_SECONDS),
    latestId: () => repo.latestId(),
  };
}
