/**
 * Staff rules for accounts: admins manage every account (Users section), admins and moderators edit
 * their own profile (Profile section). Every write is audited in its own transaction, with snapshots
 * that never hold a password or its hash.
 */
import bcrypt from 'bcryptjs';
import {
  USER_MESSAGES,
  userDeletedMessage,
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  type ProfileUpdateInput,
  type ProfileUpdateResult,
  type UserCreateInput,
  type UserDeleteResult,
  type UserUpdateInput,
} from '@safari/shared/admin-users';
import type { AuditRepo } from '../../lib/audit.repo';
import type { Outbox } from '../../lib/outbox';
import { BCRYPT_COST, type Auth, type AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { assertSection } from '../../lib/staff-access';
import type { UserRecord, UsersRepo } from './account.admin.repo';

/** What the profile needs from the uploads feature: an image checked by content, re-encoded and stored. */
export interface ImageStore {
  /** The stored image's URL; ValidationError on `field` when the bytes are not an image. */
  store(field: string, file: Buffer): Promise<string>;
}

export interface UsersService {
  list(actor: AuthUser | undefined, query: AdminUserListQuery): Promise<AdminUserList>;
  create(actor: AuthUser | undefined, input: UserCreateInput): Promise<AdminUser>;
  update(actor: AuthUser | undefined, id: string, input: UserUpdateInput): Promise<AdminUser>;
  remove(actor: AuthUser | undefined, id: string): Promise<UserDeleteResult>;
  /**
   * The caller's own name, e-mail, avatar and password; answers the refreshed session. A new e-mail
   * or password needs the current password, and the old address is told of a new one.
   */
  updateProfile(actor: AuthUser | undefined, input: ProfileUpdateInput, avatar: Buffer | undefined): Promise<ProfileUpdateResult>;
}

export interface UsersStore {
  users: UsersRepo;
  audit: AuditRepo;
  outbox: Outbox;
}

/** The audit trail's picture of an account: who it is and what it may do, nothing secret. */
function snapshot(user: UserRecord): Record<string, unknown> {
  return { id: user.id, name: user.name, email: user.email, role: user.role, status: user.status, avatar: user.avatar };
}

function toAdminUser({ tokenVersion: _tokenVersion, ...user }: UserRecord): AdminUser {
  return user;
}

const emailTaken = () => new ValidationError({ email: USER_MESSAGES.emailTaken }, USER_MESSAGES.emailTaken);

export function createUsersService(deps: { store: Store<UsersStore>; auth: Pick<Auth, 'signToken'>; images: ImageStore }): UsersService {
  const { store, auth, images } = deps;
  const reader = store.repos.users;

  /** Inside a write: the acting admin must still be one (a token checked a moment ago may be stale). */
  async function assertStillAdmin(tx: UsersStore, actor: AuthUser): Promise<void> {
    const current = await tx.users.findById(actor.id);
    if (!current || current.status !== 'active' || current.role !== 'admin') throw new ForbiddenError();
  }

  /**
   * Locks the active admins, then the account: every write takes its locks in this order, and two
   * admins demoting each other at once cannot both pass the last-admin check.
   */
  async function lockTarget(tx: UsersStore, id: string): Promise<UserRecord | null> {
    await tx.users.lockActiveAdmins();
    return tx.users.lockById(id);
  }

  /** Refuses a write that would leave no active administrator. */
  async function assertAdminRemains(tx: UsersStore, target: UserRecord, staysActiveAdmin: boolean): Promise<void> {
    if (staysActiveAdmin || target.role !== 'admin' || target.status !== 'active') return;
    const admins = await tx.users.lockActiveAdmins();
    if (admins.filter((id) => id !== target.id).length === 0) throw new ConflictError(USER_MESSAGES.lastAdmin);
  }

  return {
    async list(actor, query) {
      assertSection(actor, 'users');
      const { items, total } = await reader.list(query);
      return { items: items.map(toAdminUser), total, page: query.page, pageSize: query.pageSize, pages: Math.ceil(total / query.pageSize) };
    },

    async create(actor, input) {
      assertSection(actor, 'users');
      const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
      return store.transaction(async (tx) => {
        await assertStillAdmin(tx, actor);
        const id = await tx.users.create({ name: input.name, email: input.email, passwordHash, role: input.role, avatar: input.avatar });
        if (!id) throw emailTaken();
        const created = await tx.users.findById(id);
        if (!created) throw new Error('created user not found');
        await tx.audit.record({ actorId: actor.id, action: 'create', entity: 'user', entityId: id, details: { name: created.name }, after: snapshot(created) });
        return toAdminUser(created);
      });
    },

    async update(actor, id, input) {
      assertSection(actor, 'users');
      return store.transaction(async (tx) => {
        await assertStillAdmin(tx, actor);
        const target = await lockTarget(tx, id);
        if (!target) throw new NotFoundError(USER_MESSAGES.notFound);
        if (target.id === actor.id && (input.role !== target.role || input.status !== target.status)) {
          throw new ConflictError(USER_MESSAGES.selfRoleOrStatus);
        }
        await assertAdminRemains(tx, target, input.role === 'admin' && input.status === 'active');
        if (!(await tx.users.update(id, input))) throw emailTaken();
        const updated = await tx.users.findById(id);
        if (!updated) throw new NotFoundError(USER_MESSAGES.notFound);
        await tx.audit.record({
          actorId: actor.id,
          action: 'update',
          entity: 'user',
          entityId: id,
          details: { name: updated.name, signedOut: updated.tokenVersion !== target.tokenVersion },
          before: snapshot(target),
          after: snapshot(updated),
        });
        return toAdminUser(updated);
      });
    },

    async remove(actor, id) {
      assertSection(actor, 'users');
      return store.transaction(async (tx) => {
        await assertStillAdmin(tx, actor);
        if (id === actor.id) throw new ConflictError(USER_MESSAGES.selfDelete);
        const target = await lockTarget(tx, id);
        if (!target) throw new NotFoundError(USER_MESSAGES.notFound);
        await assertAdminRemains(tx, target, false);
        // Bookings, comments and enquiries keep their rows (their user_id becomes null): the contact
        // details written on each booking stay, so the office can still reach the traveller.
        await tx.users.remove(id);
        await tx.audit.record({
          actorId: actor.id,
          action: 'delete',
          entity: 'user',
          entityId: id,
          details: { name: target.name, keptBookings: target.bookingsCount },
          before: snapshot(target),
        });
        return { message: userDeletedMessage(target.bookingsCount), keptBookings: target.bookingsCount };
      });
    },

    async updateProfile(actor, input, avatar) {
      assertSection(actor, 'profile');
      const own = await reader.findById(actor.id);
      if (!own) throw new ForbiddenError();
      // Whoever holds a signed-in tablet must not be able to move the account to their own address
      // (and then reset its password from there): a new e-mail needs the password, as a new password does.
      const emailChanges = input.email.toLowerCase() !== own.email.toLowerCase();
      if (input.password !== undefined || emailChanges) {
        if (input.currentPassword === undefined) {
          const message = input.password !== undefined ? USER_MESSAGES.currentPasswordNeeded : USER_MESSAGES.currentPasswordNeededForEmail;
          throw new ValidationError({ currentPassword: message }, message);
        }
        const current = await reader.findPasswordHash(actor.id);
        if (!current || !(await bcrypt.compare(input.currentPassword, current))) {
          throw new ValidationError({ currentPassword: USER_MESSAGES.currentPasswordWrong }, USER_MESSAGES.currentPasswordWrong);
        }
      }
      const passwordHash = input.password === undefined ? undefined : await bcrypt.hash(input.password, BCRYPT_COST);
      // Stored before the transaction (files are not transactional); checked by content there.
      const avatarUrl = avatar ? await images.store('avatar', avatar) : undefined;
      const updated = await store.transaction(async (tx) => {
        const before = await tx.users.lockById(actor.id);
        if (!before || before.status !== 'active') throw new ForbiddenError();
        if (!(await tx.users.updateProfile(actor.id, { name: input.name, email: input.email, avatar: avatarUrl, passwordHash }))) throw emailTaken();
        const after = await tx.users.findById(actor.id);
        if (!after) throw new ForbiddenError();
        // Told at the old address, in the same transaction: the owner learns of a change they did not make.
        if (after.email.toLowerCase() !== before.email.toLowerCase()) {
          await tx.outbox.queue('email_changed', before.email, { name: after.name, newEmail: after.email });
        }
        await tx.audit.record({
          actorId: actor.id,
          action: 'update',
          entity: 'user',
          entityId: actor.id,
          details: { name: after.name, profile: true, passwordChanged: passwordHash !== undefined, emailChanged: after.email !== before.email },
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      const { id, name, email, role, avatar: image, tokenVersion } = updated;
      return { token: auth.signToken({ id, role, tokenVersion }), user: { id, name, email, role, avatar: image } };
    },
  };
}
