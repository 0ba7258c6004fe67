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

/** The dotted path of the first unsafe string (or key) in `value`, or null. */
export function findUnsafeText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isSafe(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafe(key)) return path;
      const found = findUnsafeText(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
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
    const field = isSafe(decodedPath(req.path)) ? findUnsafeText(req.query, 'query') ?? findUnsafeText(req.body, 'body') : 'path';
    if (field) {
      // Field names as validate() reports them: 'message', 'contact.name', 'query.q'.
      const name = field === 'path' ? 'path' : field.startsWith('body.') ? field.slice(5) : field.slice(6) || field;
      throw new ValidationError({ [name]: UNSAFE_TEXT_MESSAGE });
    }
    next();
  };
}
