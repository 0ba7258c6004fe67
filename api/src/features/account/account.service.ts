import bcrypt from 'bcryptjs';
import { ACCOUNT_MESSAGES, type AccountProfile, type ChangePasswordInput, type MyBooking, type UpdateProfileInput, type WishlistItem } from '@safari/shared/account';
import type { AuthSession } from '@safari/shared/auth';
import { totalsFromSums } from '@safari/shared/money-rules';
import { BCRYPT_COST, type Auth } from '../../lib/auth';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import type { AccountRepo, MyBookingRecord } from './account.repo';

/** A booking with its totals by the ledger's rule (the booking page's `totals`): no balance once cancelled. */
export function toMyBooking({ paid, refunded, ...booking }: MyBookingRecord): MyBooking {
  // The repo sums the rows in SQL; the rule for what the sums mean is the ledger's own.
  const sums = totalsFromSums(
    { amount: booking.amount, currency: booking.currency, depositAmount: booking.depositAmount, rate: 1, canceled: booking.status === 'canceled' },
    { paid, paidUsd: 0, refunded, refundedUsd: 0 },
  );
  return { ...booking, totals: { paid: sums.paid, balance: sums.balance, refunded: sums.refunded, currency: booking.currency } };
}

/** The signed-in traveller's own account. Every method acts on the caller's id only. */
export interface AccountService {
  profile(userId: string): Promise<AccountProfile>;
  updateProfile(userId: string, input: UpdateProfileInput): Promise<AccountProfile>;
  /** Checks the current password, sets the new one, ends the other sessions and signs this one in again. */
  changePassword(userId: string, input: ChangePasswordInput): Promise<AuthSession>;
  bookings(userId: string): Promise<MyBooking[]>;
  wishlist(userId: string): Promise<WishlistItem[]>;
  /** Adds tours saved on a device; repeating it changes nothing. Returns the whole list. */
  mergeWishlist(userId: string, tourIds: readonly string[]): Promise<WishlistItem[]>;
  removeFromWishlist(userId: string, tourId: string): Promise<WishlistItem[]>;
}

export function createAccountService(deps: { repo: AccountRepo; auth: Pick<Auth, 'signToken'> }): AccountService {
  const { repo, auth } = deps;

  async function profile(userId: string): Promise<AccountProfile> {
    const found = await repo.findProfile(userId);
    if (!found) throw new UnauthorizedError();
    return found;
  }

  return {
    profile,
    async updateProfile(userId, input) {
      const updated = await repo.updateProfile(userId, input);
      if (!updated) throw new UnauthorizedError();
      return updated;
    },
    async changePassword(userId, input) {
      const hash = await repo.findPasswordHash(userId);
      if (!hash) throw new UnauthorizedError();
      if (!(await bcrypt.compare(input.currentPassword, hash))) {
        throw new ValidationError({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong }, ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      const tokenVersion = await repo.setPassword(userId, await bcrypt.hash(input.newPassword, BCRYPT_COST));
      if (tokenVersion === null) throw new UnauthorizedError();
      const { id, name, email, role, avatar } = await profile(userId);
      return { token: auth.signToken({ id, role, tokenVersion }), user: { id, name, email, role, avatar } };
    },
    bookings: async (userId) => (await repo.listBookings(userId)).map(toMyBooking),
    wishlist: (userId) => repo.listWishlist(userId),
    async mergeWishlist(userId, tourIds) {
      await repo.addToWishlist(userId, tourIds);
      return repo.listWishlist(userId);
    },
    async removeFromWishlist(userId, tourId) {
      await repo.removeFromWishlist(userId, tourId);
      return repo.listWishlist(userId);
    },
  };
}
