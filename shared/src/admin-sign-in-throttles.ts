import { z } from 'zod';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam } from './staff';

/** What a sign-in throttle counts the failures of. */
export const SIGN_IN_THROTTLE_SCOPES = ['account_address', 'address', 'account'] as const;
export type SignInThrottleScope = (typeof SIGN_IN_THROTTLE_SCOPES)[number];

/** Counting: failures so far, nothing held yet; slowed: the next attempt waits; refused: until the window ends. */
export const SIGN_IN_THROTTLE_STATES = ['counting', 'slowed', 'refused'] as const;
export type SignInThrottleState = (typeof SIGN_IN_THROTTLE_STATES)[number];

export const SIGN_IN_THROTTLE_SCOPE_LABELS: Record<SignInThrottleScope, string> = {
  account_address: 'This account from this address',
  address: 'Any account from this address',
  account: 'This account from any address',
};

export const SIGN_IN_THROTTLE_STATE_LABELS: Record<SignInThrottleState, string> = {
  counting: 'Counting',
  slowed: 'Slowed',
  refused: 'Refused',
};

export const SIGN_IN_THROTTLE_MESSAGES = {
  cleared: 'Sign-in throttle cleared.',
  notFound: 'This throttle has already ended.',
  id: 'Unknown throttle.',
} as const;

/** A running throttle as the Users screen lists it. */
export const signInThrottleSchema = z.object({
  id: z.string(),
  scope: z.enum(SIGN_IN_THROTTLE_SCOPES),
  /** The e-mail tried (any text that looked like one: the account may not exist); null for an address-wide throttle. */
  email: z.string().nullable(),
  /** The client address (an IPv6 /64); null for an account-wide throttle. */
  address: z.string().nullable(),
  failures: z.number().int().nonnegative(),
  state: z.enum(SIGN_IN_THROTTLE_STATES),
  /** Until when attempts are held (slowed or refused); null while counting. */
  blockedUntil: z.string().nullable(),
  /** When the failures are forgotten. */
  windowEndsAt: z.string(),
  lastFailureAt: z.string(),
});
export type SignInThrottle = z.infer<typeof signInThrottleSchema>;

/** `GET /api/admin/sign-in-throttles`: one page, most recent failure first, searched by e-mail or address. */
export const signInThrottleListQuerySchema = z.object({
  page: adminPageParam,
  pageSize: adminPageSizeParam,
  q: adminSearchParam,
});
export type SignInThrottleListQuery = z.infer<typeof signInThrottleListQuerySchema>;

export const signInThrottleListSchema = adminPageSchema(signInThrottleSchema);
export type SignInThrottleList = z.infer<typeof signInThrottleListSchema>;

/** `:id` of `DELETE /api/admin/sign-in-throttles/:id`. */
export const signInThrottleParamsSchema = z.object({
  id: z.string({ error: SIGN_IN_THROTTLE_MESSAGES.id }).regex(/^[\w-]{16,64}$/, SIGN_IN_THROTTLE_MESSAGES.id),
});

/** Answer of `DELETE /api/admin/sign-in-throttles/:id`. */
export const signInThrottleClearedSchema = z.object({ message: z.string() });
export type SignInThrottleCleared = z.infer<typeof signInThrottleClearedSchema>;
