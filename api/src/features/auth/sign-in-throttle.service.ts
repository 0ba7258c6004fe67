/**
 * Sign-in throttles that hold back whoever guesses, not the account's owner. Failures count on three
 * keys at once:
 *   - the account e-mail at one client address: after a few, each attempt there waits twice as long
 *     as the last, then that address is refused for the account until the window ends. The owner at
 *     another address is not touched, so nobody can lock an account from outside.
 *   - the client address, any account (guessing across accounts): only slowed, and much later, so an
 *     office behind one NAT is never refused for the mistakes of one of its staff.
 *   - the account e-mail from any address (a guess spread over many addresses): only slowed, with
 *     growing but capped delays, never locked.
 * An attempt takes its turn before the password is checked and counts as a failure until it
 * succeeds: parallel guesses cannot slip through between a check and a count. E-mails that belong to
 * no account are counted the same way, so the answers reveal nothing. Admins see the running throttles
 * and may clear one.
 */
import { createHash } from 'node:crypto';
import {
  SIGN_IN_THROTTLE_MESSAGES,
  type SignInThrottle,
  type SignInThrottleCleared,
  type SignInThrottleList,
  type SignInThrottleListQuery,
  type SignInThrottleScope,
} from '@safari/shared/admin-sign-in-throttles';
import type { RateLimitRule, RateLimits } from '../../config';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { describeWait, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { assertSection } from '../../lib/staff-access';
import type { SignInThrottleRepo, ThrottleKey, ThrottleRow, ThrottleUpdate } from './sign-in-throttle.repo';

/** Shown when sign-ins of this account from this address (known or not: the answer is the same) are held. */
export const TOO_MANY_FAILED_LOGINS = (wait: string) => `Too many failed sign-in attempts. Please wait ${wait} and try again.`;

export interface SignInAttempt {
  /** The password was right (or the account disabled, which only its password reveals): the attempt is not a failure. */
  succeeded(): Promise<void>;
}

export interface SignInThrottleService {
  /** Takes this sign-in's turn: TooManyRequestsError while any of its keys holds attempts back. */
  attempt(who: { email: string; address: string | undefined }): Promise<SignInAttempt>;
  list(actor: AuthUser | undefined, query: SignInThrottleListQuery): Promise<SignInThrottleList>;
  clear(actor: AuthUser | undefined, id: string): Promise<SignInThrottleCleared>;
}

export interface SignInThrottleStore {
  throttles: SignInThrottleRepo;
  audit: AuditRepo;
}

const PRUNE_EVERY_MS = 60_000;
const DEFAULT_MAX_DELAY_SECONDS = 60;

/** Stored hashed: the id never shows what it counts (the row's own columns do, for admins). */
const idOf = (scope: SignInThrottleScope, ...parts: string[]) =>
  createHash('sha256').update([scope, ...parts].join('\u0000')).digest('base64url').slice(0, 32);

/** Until when the attempt after the `failures`th is held: null (at once), a doubling delay, or the window's end. */
export function holdUntil(rule: RateLimitRule, failures: number, windowEndsAt: Date, now: Date): Date | null {
  if (rule.refuseAfter !== undefined && failures >= rule.refuseAfter) return windowEndsAt;
  if (failures <= rule.limit) return null;
  const seconds = Math.min(rule.maxDelaySeconds ?? DEFAULT_MAX_DELAY_SECONDS, 2 ** (failures - rule.limit - 1));
  return new Date(now.getTime() + seconds * 1000);
}

export function createSignInThrottleService(deps: { store: Store<SignInThrottleStore>; rules: RateLimits; pruneEveryMs?: number }): SignInThrottleService {
  const { store } = deps;
  const rules: Record<SignInThrottleScope, RateLimitRule> = {
    account_address: deps.rules.loginFailuresPerAccountIp,
    address: deps.rules.loginFailuresPerIp,
    account: deps.rules.loginFailuresPerAccount,
  };
  const pruneEveryMs = deps.pruneEveryMs ?? PRUNE_EVERY_MS;
  let prunedAt = 0;

  function keysOf(email: string, address: string | undefined): ThrottleKey[] {
    const key = (scope: SignInThrottleScope, id: string, who: { email: string | null; address: string | null }): ThrottleKey => ({
      id,
      scope,
      ...who,
      windowSeconds: rules[scope].windowSeconds,
    });
    const keys = [key('account', idOf('account', email), { email, address: null })];
    if (address !== undefined) {
      keys.push(key('account_address', idOf('account_address', email, address), { email, address }));
      keys.push(key('address', idOf('address', address), { email: null, address }));
    }
    return keys;
  }

  function stateOf(row: ThrottleRow, now: Date): SignInThrottle['state'] {
    if (!row.blockedUntil || row.blockedUntil <= now) return 'counting';
    const { refuseAfter } = rules[row.scope];
    return refuseAfter !== undefined && row.failures >= refuseAfter ? 'refused' : 'slowed';
  }

  async function pruneWhenDue(): Promise<void> {
    const now = Date.now();
    if (now - prunedAt < pruneEveryMs) return;
    prunedAt = now;
    await store.repos.throttles.prune();
  }

  return {
    async attempt({ email, address }) {
      const keys = keysOf(email, address);
      const wait = await store.transaction(async (tx) => {
        const { rows, now } = await tx.throttles.lock(keys);
        const held = rows.flatMap((row) => (row.blockedUntil && row.blockedUntil > now ? [row.blockedUntil.getTime() - now.getTime()] : []));
        if (held.length > 0) return Math.max(1, Math.ceil(Math.max(...held) / 1000));
        const updates = rows.map((row): ThrottleUpdate => {
          const rule = rules[row.scope];
          const ended = row.windowEndsAt <= now;
          const failures = (ended ? 0 : row.failures) + 1;
          const windowEndsAt = ended ? new Date(now.getTime() + rule.windowSeconds * 1000) : row.windowEndsAt;
          return { id: row.id, failures, windowEndsAt, blockedUntil: holdUntil(rule, failures, windowEndsAt, now) };
        });
        await tx.throttles.save(updates);
        return 0;
      });
      await pruneWhenDue();
      if (wait > 0) throw new TooManyRequestsError(wait, TOO_MANY_FAILED_LOGINS(describeWait(wait)));
      return {
        succeeded: () =>
          store.transaction(async (tx) => {
            const { rows } = await tx.throttles.lock(keys);
            // The owner proved the password from this address: its count there starts again.
            await tx.throttles.remove(rows.filter((row) => row.scope === 'account_address').map((row) => row.id));
            const others = rows.filter((row) => row.scope !== 'account_address' && row.failures > 0);
            await tx.throttles.save(
              others.map((row) => {
                const failures = row.failures - 1;
                // Below the free failures again, the hold this attempt set for itself goes with it;
                // above them, the real failures keep theirs.
                return { id: row.id, failures, windowEndsAt: row.windowEndsAt, blockedUntil: failures > rules[row.scope].limit ? row.blockedUntil : null };
              }),
            );
          }),
      };
    },

    async list(actor, query) {
      assertSection(actor, 'users');
      const { items, total, now } = await store.repos.throttles.list({ q: query.q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        items: items.map((row) => ({
          id: row.id,
          scope: row.scope,
          email: row.email,
          address: row.address,
          failures: row.failures,
          state: stateOf(row, now),
          blockedUntil: row.blockedUntil && row.blockedUntil > now ? row.blockedUntil.toISOString() : null,
          windowEndsAt: row.windowEndsAt.toISOString(),
          lastFailureAt: row.lastFailureAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pages: Math.ceil(total / query.pageSize),
      };
    },

    async clear(actor, id) {
      assertSection(actor, 'users');
      return store.transaction(async (tx) => {
        const cleared = await tx.throttles.clear(id);
        if (!cleared) throw new NotFoundError(SIGN_IN_THROTTLE_MESSAGES.notFound);
        await tx.audit.record({
          actorId: actor.id,
          action: 'clear',
          entity: 'sign_in_throttle',
          entityId: id,
          details: { scope: cleared.scope, email: cleared.email, address: cleared.address },
          before: { scope: cleared.scope, email: cleared.email, address: cleared.address, failures: cleared.failures, blockedUntil: cleared.blockedUntil?.toISOString() ?? null },
        });
        return { message: SIGN_IN_THROTTLE_MESSAGES.cleared };
      });
    },
  };
}
