/** Data access for accounts as sign-in and sessions need them: the only SQL on users in this feature. */
import type { Role } from '@safari/shared/enums';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuthAccount } from '../../lib/auth';
import type { Queryable, Statement } from '../../lib/db';

interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatar: string;
  status: 'active' | 'disabled';
  token_version: number;
}

/** An account with its password hash, for checking a sign-in. */
export interface LoginAccount extends AuthAccount {
  passwordHash: string;
}

/** A sign-up waiting for its e-mailed link to be opened. */
export interface PendingSignup {
  name: string;
  email: string;
  passwordHash: string;
}

const UNIQUE_VIOLATION = '23505';
const ACCOUNT_COLUMNS = 'id, name, email, role, avatar, status, token_version';

function toAccount(row: AccountRow): AuthAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar: row.avatar,
    status: row.status,
    tokenVersion: row.token_version,
  };
}

export interface AuthRepo {
  findById(id: string): Promise<AuthAccount | null>;
  /** The account of an e-mail address, compared case-insensitively. */
  findForLogin(email: string): Promise<LoginAccount | null>;
  /** Creates a traveller account; null when the e-mail is already registered (in any letter case). */
  createUser(input: { name: string; email: string; passwordHash: string }): Promise<AuthAccount | null>;
  recordLogin(id: string): Promise<void>;
  /** Stores the hash of a password reset link's token. */
  createResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Whether a reset link was issued for the account in the last `seconds`. */
  hasRecentResetToken(userId: string, seconds: number): Promise<boolean>;
  /** Uses a reset token once: the account id when it was unused and unexpired, otherwise null. */
  consumeResetToken(tokenHash: string): Promise<string | null>;
  /** Replaces the password, ends every session (token version) and voids the other reset links. */
  setPassword(userId: string, passwordHash: string): Promise<void>;
  /** Stores the hash of an e-mail verification link's token. */
  createVerificationToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Uses a verification token once: the account id when it was unused and unexpired, otherwise null. */
  consumeVerificationToken(tokenHash: string): Promise<string | null>;
  /**
   * Marks the account's e-mail verified (keeping the first date) and voids its other verification
   * links. Returns the e-mail, or null for an unknown account.
   */
  markEmailVerified(userId: string): Promise<string | null>;
  isEmailVerified(userId: string): Promise<boolean>;
  /** Stores a sign-up until its link is opened, as a statement to run together with its e-mail. */
  pendingSignupStatement(signup: PendingSignup & { tokenHash: string; expiresAt: Date }): Statement;
  /** Uses a sign-up link once: the sign-up when it was unused and unexpired, otherwise null. */
  consumePendingSignup(tokenHash: string): Promise<PendingSignup | null>;
  /** Deletes the other sign-ups of this address (their links are spent) and every expired one. */
  deletePendingSignups(email: string): Promise<void>;
}

export function createAuthRepo(db: Queryable): AuthRepo {
  return {
    async findById(id) {
      // A token's subject is ours only if it is well formed; anything else would be a query error.
      if (!UUID_PATTERN.test(id)) return null;
      const { rows } = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from users where id = $1`, [id]);
      return rows[0] ? toAccount(rows[0]) : null;
    },
    async findForLogin(email) {
      const { rows } = await db.query<AccountRow & { password_hash: string }>(
        `select ${ACCOUNT_COLUMNS}, password_hash from users where lower(email) = lower($1)`,
        [email],
      );
      const row = rows[0];
      return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
    },
    async createUser({ name, email, passwordHash }) {
      try {
        const { rows } = await db.query<AccountRow>(
          `insert into users (name, email, password_hash, role) values ($1, $2, $3, 'user') returning ${ACCOUNT_COLUMNS}`,
          [name, email, passwordHash],
        );
        return rows[0] ? toAccount(rows[0]) : null;
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
        throw error;
      }
    },
    async recordLogin(id) {
      await db.query('update users set last_login_at = now() where id = $1', [id]);
    },
    async createResetToken(userId, tokenHash, expiresAt) {
      await db.query('insert into password_reset_tokens (user_id, token_hash, expires_at) values ($1, $2, $3)', [userId, tokenHash, expiresAt]);
    },
    async hasRecentResetToken(userId, seconds) {
      const { rows } = await db.query<{ recent: boolean }>(
        `select exists (select 1 from password_reset_tokens
                         where user_id = $1 and created_at > now() - make_interval(secs => $2::double precision)) as recent`,
        [userId, seconds],
      );
      return rows[0]?.recent ?? false;
    },
    async consumeResetToken(tokenHash) {
      // One statement: two concurrent uses of the same link cannot both succeed.
      const { rows } = await db.query<{ user_id: string }>(
        `update password_reset_tokens set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning user_id`,
        [tokenHash],
      );
      return rows[0]?.user_id ?? null;
    },
    async setPassword(userId, passwordHash) {
      await db.query('update users set password_hash = $2, token_version = token_version + 1 where id = $1', [userId, passwordHash]);
      await db.query('update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
    },
    async createVerificationToken(userId, tokenHash, expiresAt) {
      await db.query('insert into email_verification_tokens (user_id, token_hash, expires_at) values ($1, $2, $3)', [userId, tokenHash, expiresAt]);
    },
    async consumeVerificationToken(tokenHash) {
      const { rows } = await db.query<{ user_id: string }>(
        `update email_verification_tokens set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning user_id`,
        [tokenHash],
      );
      return rows[0]?.user_id ?? null;
    },
    async markEmailVerified(userId) {
      const { rows } = await db.query<{ email: string }>(
        'update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1 returning email',
        [userId],
      );
      const email = rows[0]?.email;
      if (!email) return null;
      await db.query('update email_verification_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
      return email;
    },
    async isEmailVerified(userId) {
      const { rows } = await db.query<{ verified: boolean }>('select email_verified_at is not null as verified from users where id = $1', [userId]);
      return rows[0]?.verified ?? false;
    },
    pendingSignupStatement({ name, email, passwordHash, tokenHash, expiresAt }) {
      return {
        text: 'insert into pending_signups (token_hash, name, email, password_hash, expires_at) values ($1, $2, $3, $4, $5)',
        values: [tokenHash, name, email, passwordHash, expiresAt],
      };
    },
    async consumePendingSignup(tokenHash) {
      const { rows } = await db.query<{ name: string; email: string; password_hash: string }>(
        `update pending_signups set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now()
          returning name, email, password_hash`,
        [tokenHash],
      );
      const row = rows[0];
      return row ? { name: row.name, email: row.email, passwordHash: row.password_hash } : null;
    },
    async deletePendingSignups(email) {
      await db.query('delete from pending_signups where lower(email) = lower($1) or expires_at <= now()', [email]);
    },
  };
}
