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
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
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
/**
 * How long forgot-password takes to answer, whether or not the account exists: its work (a reset
 * link and its e-mail for an account, nothing otherwise) takes far less, and would tell who has one.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250;

export interface AuthService {
  /**
   * Answers 'Check your e-mail' whether or not the address is registered: a new address gets a link
   * that creates the account (verifyEmail), a registered one an e-mail saying somebody tried.
   */
  register(input: RegisterInput): Promise<AuthMessage>;
  /** UnauthorizedError('Invalid credentials!') for an unknown e-mail or a wrong password alike. */
  login(input: LoginInput): Promise<AuthSession>;
  /** E-mails a reset link when the account exists; answers the same either way, after the same time. */
  forgotPassword(input: ForgotPasswordInput): Promise<AuthMessage>;
  /** Sets the new password once per link; ValidationError on the token when it is unknown, used or expired. */
  resetPassword(input: ResetPasswordInput): Promise<AuthMessage>;
  /**
   * Verifies the e-mail of the link's account and links its earlier bookings; a sign-up's link
   * creates the account first and signs it in.
   */
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
  /** FORGOT_PASSWORD_ANSWER_MS unless given. */
  forgotPasswordAnswerMs?: number;
}

const invalidVerifyLink = () => new ValidationError({ token: AUTH_MESSAGES.verifyLinkInvalid }, AUTH_MESSAGES.verifyLinkInvalid);

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { store, auth } = deps;
  const { transaction } = store;
  const repo = store.repos.accounts;
  const forgotPasswordAnswerMs = deps.forgotPasswordAnswerMs ?? FORGOT_PASSWORD_ANSWER_MS;
  const now = deps.now ?? (() => new Date());
  const session = (account: AuthAccount): AuthSession => ({ token: auth.signToken(account), user: toSessionUser(account) });

  const verifyExpiry = () => new Date(now().getTime() + VERIFY_TOKEN_TTL_HOURS * 3_600_000);
  const verificationEmail = (name: string, token: string) => ({ name, verifyUrl: `/verify-email?token=${token}`, expiresInHours: VERIFY_TOKEN_TTL_HOURS });

  async function sendVerification(tx: AuthStore, account: Pick<AuthAccount, 'id' | 'name' | 'email'>): Promise<void> {
    const { token, hash } = newLinkToken();
    await tx.accounts.createVerificationToken(account.id, hash, verifyExpiry());
    await tx.outbox.queue('email_verification', account.email, verificationEmail(account.name, token));
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
      const { token, hash } = newLinkToken();
      const registered = await repo.findForLogin(input.email);
      // One statement either way (the same work, the same time): the answer tells nobody who is registered.
      await store.runTogether(
        registered
          ? [store.repos.outbox.queueStatement('signup_attempt', registered.email, { name: registered.name })]
          : [
              repo.pendingSignupStatement({ name: input.name, email: input.email, passwordHash, tokenHash: hash, expiresAt: verifyExpiry() }),
              store.repos.outbox.queueStatement('email_verification', input.email, verificationEmail(input.name, token)),
            ],
      );
      return { message: AUTH_MESSAGES.signupRequested };
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
      const answerAt = Date.now() + forgotPasswordAnswerMs;
      try {
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
      } finally {
        // The same words after the same time whether or not the account exists: neither tells who is registered.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
      }
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
      const tokenHash = hashLinkToken(input.token);
      return transaction(async (tx): Promise<VerifyEmailResult> => {
        const userId = await tx.accounts.consumeVerificationToken(tokenHash);
        if (userId) return { message: AUTH_MESSAGES.emailVerified, linkedBookings: await verifyAndLinkBookings(tx, userId) };
        // A sign-up's link: the account is made now, by whoever proved they read the address's mail.
        const signup = await tx.accounts.consumePendingSignup(tokenHash);
        if (!signup) throw invalidVerifyLink();
        // Another sign-up of this address finished first: this link is spent.
        const created = (await tx.accounts.findForLogin(signup.email)) ? null : await tx.accounts.createUser(signup);
        if (!created) throw invalidVerifyLink();
        await tx.accounts.deletePendingSignups(signup.email);
        await tx.accounts.recordLogin(created.id);
        const linkedBookings = await verifyAndLinkBookings(tx, created.id);
        return { message: AUTH_MESSAGES.signupCompleted, linkedBookings, session: session(created) };
      });
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
