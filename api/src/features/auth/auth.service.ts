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
import type { Auth, AuthAccount } from '../../lib/auth';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { AuthRepo } from './auth.repo';

/** bcrypt work factor for new passwords. */
export const BCRYPT_COST = 12;
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

export interface AuthServiceDeps {
  repo: AuthRepo;
  auth: Pick<Auth, 'signToken'>;
  /** Runs `fn` in one database transaction with a repo bound to it. */
  transaction<T>(fn: (repo: AuthRepo) => Promise<T>): Promise<T>;
  now?: () => Date;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { repo, auth, transaction } = deps;
  const now = deps.now ?? (() => new Date());
  const session = (account: AuthAccount): AuthSession => ({ token: auth.signToken(account), user: toSessionUser(account) });

  async function sendVerification(tx: AuthRepo, account: Pick<AuthAccount, 'id' | 'name' | 'email'>): Promise<void> {
    const { token, hash } = newLinkToken();
    await tx.createVerificationToken(account.id, hash, new Date(now().getTime() + VERIFY_TOKEN_TTL_HOURS * 3_600_000));
    await tx.queueEmail('email_verification', account.email, {
      name: account.name,
      verifyUrl: `/verify-email?token=${token}`,
      expiresInHours: VERIFY_TOKEN_TTL_HOURS,
    });
  }

  return {
    async register(input) {
      const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
      const account = await transaction(async (tx) => {
        const created = await tx.createUser({ name: input.name, email: input.email, passwordHash });
        if (!created) throw new ConflictError(AUTH_MESSAGES.emailTaken);
        await tx.recordLogin(created.id);
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
          await tx.createResetToken(account.id, hash, new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000));
          await tx.queueEmail('password_reset', account.email, {
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
        const userId = await tx.consumeResetToken(hashLinkToken(input.token));
        if (!userId) throw new ValidationError({ token: AUTH_MESSAGES.resetLinkInvalid }, AUTH_MESSAGES.resetLinkInvalid);
        await tx.setPassword(userId, passwordHash);
        // The link arrived in the account's mailbox: that proves the address as well as a verification link.
        await tx.verifyEmailAndLinkBookings(userId);
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },
    async verifyEmail(input) {
      const linkedBookings = await transaction(async (tx) => {
        const userId = await tx.consumeVerificationToken(hashLinkToken(input.token));
        if (!userId) throw new ValidationError({ token: AUTH_MESSAGES.verifyLinkInvalid }, AUTH_MESSAGES.verifyLinkInvalid);
        return tx.verifyEmailAndLinkBookings(userId);
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
