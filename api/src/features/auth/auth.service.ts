import bcrypt from 'bcryptjs';
import { AUTH_MESSAGES, type AuthSession, type LoginInput, type RegisterInput, type SessionUser } from '@safari/shared/auth';
import type { Auth, AuthAccount } from '../../lib/auth';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { AuthRepo } from './auth.repo';

/** bcrypt work factor for new passwords. */
export const BCRYPT_COST = 12;
/**
 * Compared against when the e-mail is unknown, so that an unknown address takes as long as a wrong
 * password and the answer time does not reveal which accounts exist. (A hash of 24 random bytes
 * nobody kept, at the same cost.)
 */
const DUMMY_HASH = '$2b$12$LXtdGf/jkvgQ61Bu3TKU0.oUjDuOQwwaikxcDa3v0wQgX1MFHhf9O';

export interface AuthService {
  /** Creates a traveller account and signs it in; ConflictError when the e-mail is taken. */
  register(input: RegisterInput): Promise<AuthSession>;
  /** UnauthorizedError('Invalid credentials!') for an unknown e-mail or a wrong password alike. */
  login(input: LoginInput): Promise<AuthSession>;
}

function toSessionUser(account: AuthAccount): SessionUser {
  return { id: account.id, name: account.name, email: account.email, role: account.role, avatar: account.avatar };
}

export function createAuthService(deps: { repo: AuthRepo; auth: Pick<Auth, 'signToken'> }): AuthService {
  const { repo, auth } = deps;
  const session = (account: AuthAccount): AuthSession => ({ token: auth.signToken(account), user: toSessionUser(account) });

  return {
    async register(input) {
      const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
      const account = await repo.createUser({ name: input.name, email: input.email, passwordHash });
      if (!account) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      await repo.recordLogin(account.id);
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
  };
}
