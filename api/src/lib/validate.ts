/**
 * Request validation with the shared zod schemas. A bad input never reaches a handler: it gets
 * `400 { error, fields: { name: message } }`. Handlers receive the parsed (trimmed, coerced,
 * defaulted) values in `req.params`, `req.query` and `req.body`, typed by the schemas.
 */
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { ValidationError } from './errors';

type Location = 'params' | 'query' | 'body';

export interface RequestSchemas<P, B, Q> {
  params?: z.ZodType<P>;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
}

/** Turns zod issues into one message per field, keyed by its dotted path ('contact.email'). */
export function issuesToFields(issues: readonly z.core.$ZodIssue[], fallbackKey: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : fallbackKey;
    fields[key] ??= issue.message;
  }
  return fields;
}

function parse<T>(schema: z.ZodType<T>, value: unknown, location: Location, fields: Record<string, string>): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const [key, message] of Object.entries(issuesToFields(result.error.issues, location))) fields[key] ??= message;
  return undefined;
}

export function validate<P = Record<string, string>, B = unknown, Q = Record<string, unknown>>(
  schemas: RequestSchemas<P, B, Q>,
): RequestHandler<P, unknown, B, Q> {
  return (req, _res, next) => {
    const fields: Record<string, string> = {};
    const params = schemas.params ? parse(schemas.params, req.params, 'params', fields) : undefined;
    const query = schemas.query ? parse(schemas.query, req.query, 'query', fields) : undefined;
    const body = schemas.body ? parse(schemas.body, req.body, 'body', fields) : undefined;
    if (Object.keys(fields).length) throw new ValidationError(fields);

    if (params !== undefined) req.params = params;
    if (body !== undefined) req.body = body;
    // Express 5 defines req.query as a getter; shadow it with the parsed value.
    if (query !== undefined) {
      Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
