/**
 * Authentication and the route guards. A signed-in request carries `Authorization: Bearer <JWT>`;
 * the passport-jwt strategy checks the signature (HS256, the config's jwtSecret), the expiry and
 * the issuer, then loads the account: a disabled account, or a token issued before the account's
 * token version was bumped (password change, forced sign-out), is refused. Guards deny by default:
 * `requireRole()` with no roles lets nobody through.
 */
import { createSecretKey } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { AUTH_MESSAGES, type SessionUser } from '@safari/shared/auth';
import type { Role } from '@safari/shared/enums';
import { ForbiddenError, UnauthorizedError } from './errors';

/** bcrypt work factor for new passwords (sign-up, reset, change). */
export const BCRYPT_COST = 12;

/** How long a sign-in lasts. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'safari-api';
const ALGORITHM = 'HS256';

/** The signed-in user of a request, as the guards leave it for the handlers. */
export type AuthUser = SessionUser;

/** What the authenticator needs to know about an account. */
export interface AuthAccount extends SessionUser {
  status: 'active' | 'disabled';
  tokenVersion: number;
}

export interface AuthDeps {
  jwtSecret: string;
  /** The account with this id, or null. */
  loadAccount(id: string): Promise<AuthAccount | null>;
}

interface TokenClaims {
  sub: string;
  role: Role;
  /** Token version of the account when the token was issued. */
  tv: number;
}

function isTokenClaims(payload: unknown): payload is TokenClaims {
  if (typeof payload !== 'object' || payload === null) return false;
  const { sub, tv } = payload as Partial<TokenClaims>;
  return typeof sub === 'string' && typeof tv === 'number';
}

// Keyed by the request object itself, whatever params/body/query types validate() gave it.
const users = new WeakMap<object, AuthUser>();

/** The signed-in user of this request, when a guard found one. */
export function currentUser(req: object): AuthUser | undefined {
  return users.get(req);
}

/** The signed-in user of this request; throws 401 when there is none (a handler behind requireAuth). */
export function requireUser(req: Request, message: string = AUTH_MESSAGES.signInRequired): AuthUser {
  const user = users.get(req);
  if (!user) throw new UnauthorizedError(message);
  return user;
}

export interface Auth {
  /** A signed JWT for the account (7 days). */
  signToken(account: Pick<AuthAccount, 'id' | 'role' | 'tokenVersion'>): string;
  /** Finds the user of a valid bearer token; anonymous otherwise (public routes that personalise). */
  optionalAuth: RequestHandler;
  /** 401 with `message` unless a valid bearer token of an active account is sent. */
  requireAuth(message?: string): RequestHandler;
  /** 401 without a valid token, 403 unless the user has one of `roles` (none given: nobody passes). */
  requireRole(...roles: Role[]): RequestHandler;
}

export function createAuth(deps: AuthDeps): Auth {
  // An instance of our own: several apps (tests) with different secrets can live in one process.
  const authenticator = new passport.Authenticator();
  // The secret as a KeyObject, made once: given a string, jsonwebtoken first tries to read it as a
  // PEM public key (createPublicKey, which throws) on every verify before making a secret key of it,
  // most of a signed-in request's own CPU time in the staff lists' bench. (The types say string |
  // Buffer; jsonwebtoken takes a KeyObject as it is.)
  const key = createSecretKey(Buffer.from(deps.jwtSecret));
  authenticator.use(
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: key as unknown as Buffer,
        algorithms: [ALGORITHM],
        issuer: ISSUER,
      },
      (payload: unknown, done: (error: unknown, user?: AuthUser | false) => void) => {
        if (!isTokenClaims(payload)) {
          done(null, false);
          return;
        }
        deps.loadAccount(payload.sub).then(
          (account) => {
            if (!account || account.status !== 'active' || account.tokenVersion !== payload.tv) {
              done(null, false);
              return;
            }
            const { status: _status, tokenVersion: _tokenVersion, ...user } = account;
            done(null, user);
          },
          (error: unknown) => done(error),
        );
      },
    ),
  );

  /** Resolves the user of the request's token, or undefined; rejects only on a server failure. */
  function authenticate(req: Request, res: Response): Promise<AuthUser | undefined> {
    const known = users.get(req);
    if (known) return Promise.resolve(known);
    // No token (the strategy reads the Authorization header only): anonymous without passport's round,
    // about 80 µs of a hot departure's anonymous booking in a CPU profile.
    if (!req.headers.authorization) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const handler = authenticator.authenticate('jwt', { session: false }, (error: unknown, user: AuthUser | false) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (user) users.set(req, user);
        resolve(user || undefined);
      }) as RequestHandler;
      handler(req, res, (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(undefined)));
    });
  }

  const requireAuth = (message: string = AUTH_MESSAGES.signInRequired): RequestHandler =>
    async (req: Request, res: Response, next: NextFunction) => {
      const user = await authenticate(req, res);
      if (!user) throw new UnauthorizedError(message);
      next();
    };

  return {
    signToken(account) {
      const claims: TokenClaims = { sub: account.id, role: account.role, tv: account.tokenVersion };
      return jwt.sign(claims, key, { algorithm: ALGORITHM, expiresIn: TOKEN_TTL_SECONDS, issuer: ISSUER });
    },
    optionalAuth: async (req, res, next) => {
      await authenticate(req, res);
      next();
    },
    requireAuth,
    requireRole(...roles) {
      return async (req, res, next) => {
        const user = await authenticate(req, res);
        if (!user) throw new UnauthorizedError();
        if (!roles.includes(user.role)) throw new ForbiddenError();
        next();
      };
    },
  };
}
