/**
 * Text that Postgres cannot store (a NUL byte) or that is not valid Unicode (a lone surrogate) is
 * refused before any handler runs: `400` naming the field, never a 500 from the database.
 * Checks the decoded path, the query and the JSON body of every API request.
 */
import type { RequestHandler } from 'express';
import { ValidationError } from './errors';

export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isSafe(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Deeper than any form of the site nests its fields; a deeper body is refused before anything walks it. */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = 'Nested too deeply.';

/**
 * The dotted path of the first unsafe string (or key) in `value`, or null. Walks with its own
 * stack (a hostile body 5 000 levels deep cannot overflow the call stack) and reports a value
 * nested deeper than {@link MAX_NESTING} as unsafe too (see {@link isTooDeep}).
 */
export function findUnsafeText(value: unknown, path: string): string | null {
  const pending: [unknown, string, number][] = [[value, path, 0]];
  while (pending.length > 0) {
    const [item, at, depth] = pending.pop() as [unknown, string, number];
    if (typeof item === 'string') {
      if (!isSafe(item)) return at;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_NESTING) return at;
    const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
    for (const [key] of entries) if (!isSafe(key)) return at;
    // Reversed onto the stack, so the first unsafe field in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i] as readonly [string, unknown];
      pending.push([child, `${at}.${key}`, depth + 1]);
    }
  }
  return null;
}

/** True when `value` nests objects or arrays deeper than {@link MAX_NESTING}. */
export function isTooDeep(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_NESTING) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // A malformed escape is the router's 404 to give, not ours.
    return path;
  }
}

export function rejectUnsafeText(): RequestHandler {
  return (req, _res, next) => {
    if (isTooDeep(req.body)) throw new ValidationError({ body: TOO_DEEP_MESSAGE });
    const field = isSafe(decodedPath(req.path)) ? findUnsafeText(req.query, 'query') ?? findUnsafeText(req.body, 'body') : 'path';
    if (field) {
      // Field names as validate() reports them: 'message', 'contact.name', 'query.q'.
      const name = field === 'path' ? 'path' : field.startsWith('body.') ? field.slice(5) : field.slice(6) || field;
      throw new ValidationError({ [name]: UNSAFE_TEXT_MESSAGE });
    }
    next();
  };
}
