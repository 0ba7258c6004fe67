/**
 * One definition per endpoint: `defineRoute` registers an operation's OpenAPI entry and its Express
 * route from the same spec, so its method, path, schemas and guards are written once and the
 * published document cannot drift from what the router answers.
 *
 * Feature routers are mounted under `/api` at their root (`api.use(feature.router)`), so the spec's
 * full path (`/api/tours/:idOrSlug`) is registered on the router without its `/api` prefix.
 */
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { OpenApiRegistry, OperationSpec } from './openapi';
import { validate } from './validate';

/** What Express gives a handler when no schema says otherwise. */
export type DefaultParams = Request['params'];
export type DefaultQuery = Request['query'];
export type DefaultBody = unknown;

/** The handler of a route, with `req.params`, `req.query` and `req.body` typed by the spec's schemas. */
export type RouteHandler<Params, Query, Body> = (
  req: Request<Params, unknown, Body, Query>,
  res: Response,
  next: NextFunction,
) => unknown;

export interface RouteSpec<Params = DefaultParams, Query = DefaultQuery, Body = DefaultBody>
  extends Omit<OperationSpec, 'params' | 'query' | 'body'> {
  /** Path parameters; validated, and the handler receives the parsed values. */
  params?: z.ZodObject & z.ZodType<Params>;
  /** Query string; validated, and the handler receives the parsed values. */
  query?: z.ZodObject & z.ZodType<Query>;
  /** JSON body; validated, and the handler receives the parsed value. */
  body?: z.ZodType<Body>;
  /**
   * The request body as the document shows it, when that is not what `body` validates: a multipart
   * form that a `before` handler parses, or a second body that a `before` handler answers itself.
   */
  documentedBody?: z.ZodType;
  /** Run in order before validation: guards, rate limits, multer. */
  before?: RequestHandler[];
  /** Run in order after validation and before the handler (e.g. a rate limit that only counts valid requests). */
  after?: RequestHandler[];
  handler: RouteHandler<Params, Query, Body>;
}

const API_PREFIX = '/api';

/**
 * Registers the operation in `docs` and its route on `router` (mounted under `/api`). Returns the
 * route's handlers in the order they run (guards, validation, the handler), for a fast lane
 * (lib/fast-lane.ts `routeLane`) to run the same ones.
 */
export function defineRoute<Params = DefaultParams, Query = DefaultQuery, Body = DefaultBody>(
  router: Router,
  docs: OpenApiRegistry,
  spec: RouteSpec<Params, Query, Body>,
): RequestHandler[] {
  const { before = [], after = [], handler, documentedBody, ...operation } = spec;
  if (!operation.path.startsWith(`${API_PREFIX}/`)) throw new Error(`Route path must start with ${API_PREFIX}/: ${operation.path}`);
  docs.add(documentedBody ? { ...operation, body: documentedBody } : operation);

  const { params, query, body } = operation;
  const validation: RequestHandler[] =
    params || query || body ? [validate({ params, query, body }) as unknown as RequestHandler] : [];
  const handlers = [...before, ...validation, ...after, handler as unknown as RequestHandler];
  router[operation.method](operation.path.slice(API_PREFIX.length), ...handlers);
  return handlers;
}
