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
  // Each field to look at with its key and its parent: the dotted path is made only for the one reported.
  interface Field {
    item: unknown;
    key: string;
    parent: Field | null;
    depth: number;
  }
  const pathOf = (field: Field): string => {
    let at = field.key;
    for (let up = field.parent; up; up = up.parent) at = `${up.key}.${at}`;
    return at;
  };
  const pending: Field[] = [{ item: value, key: path, parent: null, depth: 0 }];
  while (pending.length > 0) {
    const field = pending.pop() as Field;
    const { item, depth } = field;
    if (typeof item === 'string') {
      if (!isSafe(item)) return pathOf(field);
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_NESTING) return pathOf(field);
    // Reversed onto the stack, so the first unsafe field in document order is the one reported.
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) pending.push({ item: item[i] as unknown, key: String(i), parent: field, depth: depth + 1 });
      continue;
    }
    const record = item as Record<string, unknown>;
    const keys = Object.keys(record);
    for (const key of keys) if (!isSafe(key)) return pathOf(field);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i] as string;
      pending.push({ item: record[key], key, parent: field, depth: depth + 1 });
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
