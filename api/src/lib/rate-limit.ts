/**
 * Abuse limits: per IP address, per account and per target e-mail address, counted in Postgres so
 * every API replica sees the same counts. A request over a limit gets 429 with `Retry-After` and a
 * message saying how long to wait; nothing behind the limiter runs. (Failed sign-ins have throttles
 * of their own: features/auth/sign-in-throttle.service.ts.)
 *
 * The IP address is Express's `req.ip`: with `trust proxy` set to the proxies in front (TRUST_PROXY,
 * '1' behind one nginx) it is the address nginx saw, and an X-Forwarded-For written by the client
 * itself is ignored, so a script cannot start a fresh count by sending a new one. IPv6 addresses
 * count per /64, the block one household or phone gets.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RateLimitName, RateLimitRule, RateLimits } from '../config';
import { currentUser } from './auth';
import { batched, type Queryable } from './db';
import { TooManyRequestsError } from './errors';
import { createRateLimitRepo, type Counter } from './rate-limit.repo';

/** What a limit counts for a request: an IP address, an account id, an e-mail address; undefined counts nothing. */
export type LimitKey = (req: Request) => string | undefined;

/** A named limit (its numbers come from the config) and what it counts. */
export type Limit = readonly [RateLimitName, LimitKey];

/** The IPv6 /64 block of an address (IPv4 and IPv4-mapped addresses as they are). */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's address as the limits count it (an IPv6 /64), from Express's `req.ip`. */
export function clientAddressOf(req: { ip?: string | undefined; socket: { remoteAddress?: string | undefined } }): string | undefined {
  const ip = req.ip ?? req.socket.remoteAddress;
  return ip ? addressBlock(ip) : undefined;
}

export const perIp: LimitKey = clientAddressOf;

export const perAccount: LimitKey = (req) => currentUser(req)?.id;

/** The e-mail address at `path` in the (validated) body, case-insensitive. */
export function perEmail(...path: string[]): LimitKey {
  return (req) => {
    let value: unknown = req.body;
    for (const part of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
  };
}

/** The caps on e-mails to one address, for a request that makes the site write to the address at `path`. */
export function mailTo(...path: string[]): Limit[] {
  const key = perEmail(...path);
  return [
    ['mailPerAddressHour', key],
    ['mailPerAddressDay', key],
  ];
}

export interface RateLimiter {
  /** Counts one hit on each limit's key; 429 when one is over its limit. */
  limit(...limits: (Limit | Limit[])[]): RequestHandler;
}

export interface RateLimiterDeps {
  db: Queryable;
  rules: RateLimits;
  logger?: Logger;
  /** How often (at most) this process deletes ended windows. */
  pruneEveryMs?: number;
}

interface KeyedRule extends RateLimitRule {
  name: RateLimitName;
  key: string;
}

/** Digests of recent values: an address or e-mail counted by several limits, or again soon, is hashed once. */
const digests = new Map<string, string>();
const DIGESTS_KEPT = 10_000;

/** Stored hashed: the table never holds an address or an e-mail in clear. */
function storedKey(name: string, value: string): string {
  let digest = digests.get(value);
  if (digest === undefined) {
    digest = createHash('sha256').update(value).digest('base64url').slice(0, 32);
    if (digests.size >= DIGESTS_KEPT) digests.clear();
    digests.set(value, digest);
  }
  return `${name}:${digest}`;
}

const PRUNE_EVERY_MS = 60_000;

export function createRateLimiter(deps: RateLimiterDeps): RateLimiter {
  const repo = createRateLimitRepo(deps.db);
  /**
   * The hits of requests arriving together are counted in one statement (lib/db.ts `batched`): each
   * key gets the batch's hits at once, and each request the count it would have had, had the batch's
   * requests been counted one after the other in the order they came.
   */
  const hit = batched(async (requests: KeyedRule[][]): Promise<Counter[][]> => {
    const perKey = new Map<string, { key: string; windowSeconds: number; hits: number }>();
    for (const rules of requests) {
      for (const rule of rules) {
        const counted = perKey.get(rule.key);
        if (counted) counted.hits += 1;
        else perKey.set(rule.key, { key: rule.key, windowSeconds: rule.windowSeconds, hits: 1 });
      }
    }
    const totals = new Map((await repo.hit([...perKey.values()])).map((counter) => [counter.key, counter]));
    const seen = new Map<string, number>();
    return requests.map((rules) =>
      rules.flatMap((rule) => {
        const total = totals.get(rule.key);
        if (!total) return [];
        const nth = (seen.get(rule.key) ?? 0) + 1;
        seen.set(rule.key, nth);
        return [{ key: rule.key, hits: total.hits - (perKey.get(rule.key)?.hits ?? 1) + nth, retryAfterSeconds: total.retryAfterSeconds }];
      }),
    );
  });
  const pruneEveryMs = deps.pruneEveryMs ?? PRUNE_EVERY_MS;
  let prunedAt = 0;

  function keysOf(req: Request, limits: readonly Limit[]): KeyedRule[] {
    const keyed = new Map<string, KeyedRule>();
    for (const [name, keyOf] of limits) {
      const value = keyOf(req);
      if (value === undefined) continue;
      const key = storedKey(name, value);
      keyed.set(key, { name, key, ...deps.rules[name] });
    }
    return [...keyed.values()];
  }

  async function pruneWhenDue(): Promise<void> {
    const now = Date.now();
    if (now - prunedAt < pruneEveryMs) return;
    prunedAt = now;
    await repo.prune().catch((error: unknown) => deps.logger?.warn({ err: error }, 'pruning rate limits failed'));
  }

  function refuse(req: Request, rules: KeyedRule[], counters: { key: string; retryAfterSeconds: number }[]): number {
    const names = rules.map((rule) => rule.name);
    const wait = Math.max(...counters.map((counter) => counter.retryAfterSeconds));
    (req as Request & { log?: Logger }).log?.warn({ limits: names, retryAfter: wait }, 'rate limit reached');
    return wait;
  }

  return {
    limit(...groups) {
      const limits = groups.flatMap((group) => (Array.isArray(group[0]) ? (group as Limit[]) : [group as Limit]));
      return async (req, _res, next) => {
        const rules = keysOf(req, limits);
        const counters = rules.length > 0 ? await hit(rules) : [];
        await pruneWhenDue();
        const byKey = new Map(rules.map((rule) => [rule.key, rule]));
        const over = counters.filter((counter) => counter.hits > (byKey.get(counter.key)?.limit ?? Infinity));
        if (over.length > 0) {
          const overRules = over.map((counter) => byKey.get(counter.key)).filter((rule) => rule !== undefined);
          throw new TooManyRequestsError(refuse(req, overRules, over));
        }
        next();
      };
    },
  };
}
