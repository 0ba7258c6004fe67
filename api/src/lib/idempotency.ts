/**
 * Exactly-once submissions. The PWA's outbox sends every submission with a client-generated
 * `Idempotency-Key` and may replay it (lost answer, background sync, retry). The key is stored under
 * a unique constraint in the same transaction as the row the request creates, so a replay finds the
 * first answer and gets it again, a concurrent duplicate loses the race and gets the winner's
 * answer, and the same key with another body is a client error (409).
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ConflictError, ValidationError } from './errors';
import { isDatabaseUnavailable, type Statement, type Store } from './db';
import type { IdempotencyRepo, SavedKey, StoredKey } from './idempotency.repo';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

export interface StoredResponse<T> {
  status: number;
  body: T;
  /** True when this answer is the replay of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Stable JSON: object keys sorted (by UTF-16 code units), undefined members left out, so the same
 * body always hashes the same. Built as one string, without the arrays of entries each object
 * cost before (every booking hashes its body); the text is the same as before, so keys stored
 * earlier still match their replays.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i += 1) text += (i === 0 ? '' : ',') + canonical(value[i]);
    return `${text}]`;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    // Sorted in place (a body's objects have a few keys): Array#sort copied every key list first.
    for (let i = 1; i < keys.length; i += 1) {
      const key = keys[i] as string;
      let j = i - 1;
      for (; j >= 0 && (keys[j] as string) > key; j -= 1) keys[j + 1] = keys[j] as string;
      keys[j + 1] = key;
    }
    let text = '{';
    for (const key of keys) {
      const member = record[key];
      if (member === undefined) continue;
      text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonical(member)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The scope (method and route) is part of the hash: a key reused on another route is a conflict too. */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\0').update(canonical(body)).digest('hex');
}

/** The request's idempotency key, or undefined when it sent none; a malformed key is a 400. */
export function idempotencyKeyOf(req: Pick<Request, 'get'>): string | undefined {
  return idempotencyKeyFrom(req.get(IDEMPOTENCY_HEADER));
}

/** The idempotency key in a header's value (idempotencyKeyOf, for a request Express has not set up). */
export function idempotencyKeyFrom(key: string | undefined): string | undefined {
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new ValidationError(
      { [IDEMPOTENCY_HEADER]: 'Must be 8 to 200 letters, digits or . _ : - characters.' },
      'Invalid Idempotency-Key header',
    );
  }
  return key;
}

function replayOf<T>(stored: StoredKey, hash: string): StoredResponse<T> {
  if (stored.requestHash !== hash) {
    throw new ConflictError('This Idempotency-Key was already used for a different request.');
  }
  return { status: stored.status ?? 200, body: stored.response as T, replayed: true };
}

/** A store whose repositories include the idempotency keys, so a key commits with the rows it guards. */
export type IdempotentStore<R extends { idempotency: IdempotencyRepo }> = Store<R>;

/**
 * Runs `create` in a transaction of `store` guarded by the idempotency key (when there is one).
 * `create` writes its rows through the transaction's repositories and returns the answer to send;
 * that answer is stored with the key in the same transaction.
 */
export async function runIdempotent<R extends { idempotency: IdempotencyRepo }, T>(
  store: IdempotentStore<R>,
  options: { key: string | undefined; scope: string; body: unknown },
  create: (tx: R) => Promise<{ status: number; body: T }>,
): Promise<StoredResponse<T>> {
  const { key, scope } = options;
  if (!key) {
    const result = await store.transaction(create);
    return { ...result, replayed: false };
  }
  const hash = requestHash(scope, options.body);

  try {
    // No look-up first (a round trip every request would pay): the key is stored last, in the same
    // transaction, under a unique constraint, so a replay or a concurrent duplicate fails there and
    // everything it wrote is rolled back with it.
    return await store.transaction(async (tx) => {
      const result = await create(tx);
      await tx.idempotency.save({ key, scope, requestHash: hash, status: result.status, response: result.body });
      return { ...result, replayed: false };
    });
  } catch (error) {
    return replayOrThrow<T>(store, key, hash, error);
  }
}

/**
 * The key was stored before (a replay: its request may now fail, e.g. the booking is already paid,
 * yet it must get the first answer again) or by a concurrent request that committed first: answer
 * with what was stored. A key never stored: the error is this request's own.
 */
async function replayOrThrow<T>(store: IdempotentStore<{ idempotency: IdempotencyRepo }>, key: string, hash: string, error: unknown): Promise<StoredResponse<T>> {
  const stored = isDatabaseUnavailable(error) ? null : await store.repos.idempotency.find(key).catch(() => null);
  if (stored) return replayOf<T>(stored, hash);
  throw error;
}

/**
 * The same guarantee for work whose writes do not depend on each other's results: `prepare` reads
 * what it needs and returns the answer with the statements that make it true; they run together with
 * the key's as one statement (Store.runTogether), in one round trip. A replay or a concurrent
 * duplicate fails on the key and writes nothing; it gets the stored answer.
 */
export async function runIdempotentTogether<R extends { idempotency: IdempotencyRepo }, T, P extends Prepared<T> = Prepared<T>>(
  store: IdempotentStore<R>,
  options: {
    key: string | undefined;
    scope: string;
    body: unknown;
    /** Errors the caller answers by storing an answer under the key itself (which finds a replay's first answer then): no look-up here. */
    answersItself?: (error: unknown) => boolean;
    /** `requestHash(scope, body)` when the caller has it already. */
    hash?: string;
    /**
     * Writes what `prepare` made and the key (`statements()` makes both, as one list for Store.runTogether,
     * which is the default); false when the key was stored before and nothing was written. The booking
     * form's group commit writes many requests' bookings at once this way.
     */
    write?: (prepared: P, key: SavedKey | null, statements: () => Statement[]) => Promise<boolean>;
  },
  prepare: (repos: R) => Promise<P>,
): Promise<StoredResponse<T>> {
  const { key, scope } = options;
  const hash = key ? (options.hash ?? requestHash(scope, options.body)) : '';
  try {
    const prepared = await prepare(store.repos);
    const { status, body } = prepared;
    const saved: SavedKey | null = key ? { key, scope, requestHash: hash, status, response: body } : null;
    // Made only when they run: a group write (options.write) writes from what `prepare` made instead.
    const all = () => (saved ? [...prepared.statements, store.repos.idempotency.saveStatement(saved)] : prepared.statements);
    if (options.write) {
      if (!(await options.write(prepared, saved, all))) throw new KeyTaken();
    } else {
      await store.runTogether(all());
    }
    return { status, body, replayed: false };
  } catch (error) {
    if (!key || options.answersItself?.(error)) throw error;
    return replayOrThrow<T>(store, key, hash, error);
  }
}

/**
 * What `runIdempotentTogether`'s `prepare` makes: the answer, and the statements that make it true
 * (read only when they run: a getter may make them then).
 */
export interface Prepared<T> {
  status: number;
  body: T;
  statements: Statement[];
}

/** A group write found the key stored before: the stored answer is looked up. */
class KeyTaken extends Error {
  constructor() {
    super('The Idempotency-Key was stored before.');
  }
}

/** The Content-Type of the API's JSON answers. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a stored answer; a replay is marked so clients and logs can tell it from a first answer.
 * Written as it is (the app's compression still applies): no ETag or freshness check as `res.json`
 * makes, which an answer to a POST never uses.
 */
export function sendStored<T>(res: Response, result: StoredResponse<T>): void {
  if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
  const json = JSON.stringify(result.body);
  res.statusCode = result.status;
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
