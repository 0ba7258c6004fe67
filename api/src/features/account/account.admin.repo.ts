/**
 * Accounts as staff manage them, and the staff member's own profile: the only SQL of this feature.
 * Never selects a password hash except where a password is checked (findPasswordHash).
 */
import type { AdminUser, AdminUserListQuery, UserStatus } from '@safari/shared/admin-users';
import type { Role } from '@safari/shared/enums';
import type { Queryable } from '../../lib/db';

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  avatar: string;
  created_at: Date;
  last_login_at: Date | null;
  bookings_count: number;
  token_version: number;
}

/** An account as the service works on it: what the list shows, plus the token version. */
export interface UserRecord extends AdminUser {
  tokenVersion: number;
}

const UNIQUE_VIOLATION = '23505';
const COLUMNS = `u.id, u.name, u.email, u.role, u.status, u.avatar, u.created_at, u.last_login_at, u.token_version,
  (select count(*)::int from bookings b where b.user_id = u.id) as bookings_count`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    avatar: row.avatar,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
    bookingsCount: row.bookings_count,
    tokenVersion: row.token_version,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === UNIQUE_VIOLATION;
}

export interface UsersRepo {
  list(query: AdminUserListQuery): Promise<{ items: UserRecord[]; total: number }>;
  findById(id: string): Promise<UserRecord | null>;
  /** The account, locked until the transaction ends (null when there is none). */
  lockById(id: string): Promise<UserRecord | null>;
  /** Locks every active administrator (so two concurrent demotions cannot both pass) and answers their ids. */
  lockActiveAdmins(): Promise<string[]>;
  /** The new account's id; null when the e-mail is already registered. */
  create(input: { name: string; email: string; passwordHash: string; role: Role; avatar: string }): Promise<string | null>;
  /**
   * Replaces name, e-mail, role, status (and the avatar when given). A changed role or status bumps the
   * token version, so the account's tokens stop working; a changed e-mail is no longer verified.
   * False when the e-mail belongs to another account.
   */
  update(id: string, input: { name: string; email: string; role: Role; status: UserStatus; avatar?: string }): Promise<boolean>;
  remove(id: string): Promise<void>;
  findPasswordHash(id: string): Promise<string | null>;
  /**
   * The account's own profile: name and e-mail, the avatar and the password hash when given (a new
   * password bumps the token version; a new password or e-mail voids unused reset links). False
   * when the e-mail belongs to another account.
   */
  updateProfile(id: string, input: { name: string; email: string; avatar?: string; passwordHash?: string }): Promise<boolean>;
}

export function createUsersRepo(db: Queryable): UsersRepo {
  async function one(where: string, values: unknown[], lock = ''): Promise<UserRecord | null> {
    const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users u where ${where}${lock}`, values);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  return {
    async list({ q, role, page, pageSize }) {
      const where: string[] = [];
      const values: unknown[] = [];
      if (q) {
        values.push(likePattern(q));
        where.push(`(u.name ilike $${values.length} or u.email ilike $${values.length})`);
      }
      if (role) {
        values.push(role);
        where.push(`u.role = $${values.length}`);
      }
      const filter = where.length ? `where ${where.join(' and ')}` : '';
      const { rows } = await db.query<UserRow & { total: number }>(
        `select ${COLUMNS}, count(*) over ()::int as total from users u ${filter}
          order by u.created_at desc, u.id
          limit $${values.length + 1} offset $${values.length + 2}`,
        [...values, pageSize, (page - 1) * pageSize],
      );
      if (rows.length === 0 && page > 1) {
        // Past the last page: the total still tells the screen how many pages there are.
        const count = await db.query<{ total: number }>(`select count(*)::int as total from users u ${filter}`, values);
        return { items: [], total: count.rows[0]?.total ?? 0 };
      }
      return { items: rows.map(toRecord), total: rows[0]?.total ?? 0 };
    },
    findById: (id) => one('u.id = $1', [id]),
    lockById: (id) => one('u.id = $1', [id], ' for update of u'),
    async lockActiveAdmins() {
      const { rows } = await db.query<{ id: string }>(`select id from users where role = 'admin' and status = 'active' order by id for update`);
      return rows.map((row) => row.id);
    },
    async create({ name, email, passwordHash, role, avatar }) {
      try {
        const { rows } = await db.query<{ id: string }>(
          'insert into users (name, email, password_hash, role, avatar) values ($1, $2, $3, $4, $5) returning id',
          [name, email, passwordHash, role, avatar],
        );
        return rows[0]?.id ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async update(id, { name, email, role, status, avatar }) {
      try {
        await db.query(
          `update users set
              name = $2, email = $3, role = $4, status = $5, avatar = coalesce($6, avatar),
              token_version = token_version + case when role <> $4 or status <> $5 then 1 else 0 end,
              email_verified_at = case when lower(email) = lower($3) then email_verified_at end
            where id = $1`,
          [id, name, email, role, status, avatar ?? null],
        );
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async remove(id) {
      await db.query('delete from users where id = $1', [id]);
    },
    async findPasswordHash(id) {
      const { rows } = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [id]);
      return rows[0]?.password_hash ?? null;
    },
    async updateProfile(id, { name, email, avatar, passwordHash }) {
      try {
        const { rows } = await db.query<{ email_changed: boolean }>(
          `update users u set
              name = $2, email = $3, avatar = coalesce($4, avatar), password_hash = coalesce($5, password_hash),
              token_version = token_version + case when $5::text is null then 0 else 1 end,
              email_verified_at = case when lower(u.email) = lower($3) then email_verified_at end
             from (select email as old_email from users where id = $1) old
            where u.id = $1
        returning lower(old.old_email) <> lower(u.email) as email_changed`,
          [id, name, email, avatar ?? null, passwordHash ?? null],
        );
        // Reset links already mailed (to the old address, or for the old password) stop working.
        if (passwordHash || rows[0]?.email_changed) {
          await db.query('update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null', [id]);
        }
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
