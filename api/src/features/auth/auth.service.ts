import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import {
  AUTH_MESSAGES,
  RESET_TOKEN_TTL_MINUTES,
  VERIFY_TOKEN_TTL_HOURS,
  type AuthMessage,
  type AuthSession,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SessionUser,
  type VerifyEmailInput,
  type VerifyEmailResult,
} from '@safari/shared/auth';
import { BCRYPT_COST, type Auth, type AuthAccount } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import type { AuthRepo } from './auth.repo';

/**
 * Compared against when the e-mail is unknown, so that an unknown address takes as long as a wrong
 * password and the answer time does not reveal which accounts exist. (A hash of 24 random bytes
 * nobody kept, at the same cost.)
 */
const DUMMY_HASH = '$2b$12$LXtdGf/jkvgQ61Bu3TKU0.oUjDuOQwwaikxcDa3v0wQgX1MFHhf9O';
/** At most one reset e-mail per account in this many seconds, so the form cannot flood a mailbox. */
export const RESET_EMAIL_INTERVAL_SECONDS = 60;

export interface AuthService {
  /** Creates a traveller account, e-mails a verification link and signs it in; ConflictError when the e-mail is taken. */
  register(input: RegisterInput): Promise<AuthSession>;
  /** UnauthorizedError('Invalid credentials!') for an unknown e-mail or a wrong password alike. */
  login(input: LoginInput): Promise<AuthSession>;
  /** E-mails a reset link when the account exists; answers the same either way. */
  forgotPassword(input: ForgotPasswordInput): Promise<AuthMessage>;
  /** Sets the new password once per link; ValidationError on the token when it is unknown, used or expired. */
  resetPassword(input: ResetPasswordInput): Promise<AuthMessage>;
  /** Verifies the e-mail of the link's account and links its earlier bookings. */
  verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailResult>;
  /** E-mails a new verification link to a signed-in account that is not verified yet. */
  resendVerification(userId: string): Promise<AuthMessage>;
}

function toSessionUser(account: AuthAccount): SessionUser {
  return { id: account.id, name: account.name, email: account.email, role: account.role, avatar: account.avatar };
}

/** A link token: 32 random bytes for the e-mail, only its SHA-256 for the database. */
function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What accounts need from bookings: a verified e-mail claims the bookings made with it and no account. */
export interface AccountBookings {
  /** Returns how many bookings the account received. */
  linkUnownedByEmail(userId: string, email: string): Promise<number>;
}

/** What sign-in and recovery write in one transaction: the account, its e-mails and its earlier bookings. */
export interface AuthStore {
  accounts: AuthRepo;
  outbox: Outbox;
  bookings: AccountBookings;
}

export interface AuthServiceDeps {
  store: Store<AuthStore>;
  auth: Pick<Auth, 'signToken'>;
  now?: () => Date;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { store, auth } = deps;
  const { transaction } = store;
  const repo = store.repos.accounts;
  const now = deps.now ?? (() => new Date());
  const session = (account: AuthAccount): AuthSession => ({ token: auth.signToken(account), user: toSessionUser(account) });

  async function sendVerification(tx: AuthStore, account: Pick<AuthAccount, 'id' | 'name' | 'email'>): Promise<void> {
    const { token, hash } = newLinkToken();
    await tx.accounts.createVerificationToken(account.id, hash, new Date(now().getTime() + VERIFY_TOKEN_TTL_HOURS * 3_600_000));
    await tx.outbox.queue('email_verification', account.email, {
      name: account.name,
      verifyUrl: `/verify-email?token=${token}`,
      expiresInHours: VERIFY_TOKEN_TTL_HOURS,
    });
  }

  /** Marks the e-mail verified and gives the account the bookings made earlier with it; returns how many. */
  async function verifyAndLinkBookings(tx: AuthStore, userId: string): Promise<number> {
    const email = await tx.accounts.markEmailVerified(userId);
    // Only bookings nobody owns: a booking already linked to another account stays with it.
    return email ? tx.bookings.linkUnownedByEmail(userId, email) : 0;
  }

  return {
    async register(input) {
      const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
      const account = await transaction(async (tx) => {
        const created = await tx.accounts.createUser({ name: input.name, email: input.email, passwordHash });
        if (!created) throw new ConflictError(AUTH_MESSAGES.emailTaken);
        await tx.accounts.recordLogin(created.id);
        await sendVerification(tx, created);
        return created;
      });
      return session(account);
    },
    async login(input) {
      const account = await repo.findForLogin(input.email);
      const matches = await bcrypt.compare(input.password, account?.passwordHash ?? DUMMY_HASH);
      if (!account || !matches) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      // Only said to whoever knows the password: it reveals nothing to a guesser.
      if (account.status !== 'active') throw new ForbiddenError(AUTH_MESSAGES.accountDisabled);
      await repo.recordLogin(account.id);
      const { passwordHash: _passwordHash, ...rest } = account;
      return session(rest);
    },
    async forgotPassword(input) {
      const account = await repo.findForLogin(input.email);
      if (account && account.status === 'active' && !(await repo.hasRecentResetToken(account.id, RESET_EMAIL_INTERVAL_SECONDS))) {
        const { token, hash } = newLinkToken();
        await transaction(async (tx) => {
          await tx.accounts.createResetToken(account.id, hash, new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000));
          await tx.outbox.queue('password_reset', account.email, {
            name: account.name,
            resetUrl: `/reset-password?token=${token}`,
            expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
          });
        });
      }
      // The same words whether or not the account exists: the answer tells nobody who is registered.
      return { message: AUTH_MESSAGES.resetRequested };
    },
    async resetPassword(input) {
      const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
      await transaction(async (tx) => {
        const userId = await tx.accounts.consumeResetToken(hashLinkToken(input.token));
        if (!userId) throw new ValidationError({ token: AUTH_MESSAGES.resetLinkInvalid }, AUTH_MESSAGES.resetLinkInvalid);
        await tx.accounts.setPassword(userId, passwordHash);
        // The link arrived in the account's mailbox: that proves the address as well as a verification link.
        await verifyAndLinkBookings(tx, userId);
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },
    async verifyEmail(input) {
      const linkedBookings = await transaction(async (tx) => {
        const userId = await tx.accounts.consumeVerificationToken(hashLinkToken(input.token));
        if (!userId) throw new ValidationError({ token: AUTH_MESSAGES.verifyLinkInvalid }, AUTH_MESSAGES.verifyLinkInvalid);
        return verifyAndLinkBookings(tx, userId);
      });
      return { message: AUTH_MESSAGES.emailVerified, linkedBookings };
    },
    async resendVerification(userId) {
      const account = await repo.findById(userId);
      if (!account) throw new UnauthorizedError();
      if (await repo.isEmailVerified(userId)) return { message: AUTH_MESSAGES.emailVerified };
      await transaction((tx) => sendVerification(tx, account));
      return { message: AUTH_MESSAGES.verificationSent };
    },
  };
}
