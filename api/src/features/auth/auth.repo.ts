/** Data access for accounts as sign-in and sessions need them: the only SQL on users in this feature. */
import type { Role } from '@safari/shared/enums';
import type { AuthAccount } from '../../lib/auth';
import type { Queryable } from '../../lib/db';

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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAuthRepo(db: Queryable): AuthRepo {
  return {
    async findById(id) {
      // A token's subject is ours only if it is well formed; anything else would be a query error.
      if (!UUID.test(id)) return null;
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
  };
}
