import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  BLOG_MESSAGES,
  blogCommentInputSchema,
  blogCommentListSchema,
  blogLikeInputSchema,
  blogLikeSchema,
  blogListQuerySchema,
  blogListSchema,
  type BlogListQuery,
  blogPostSchema,
  guideListQuerySchema,
  guideListSchema,
  type GuideListQuery,
} from '@safari/shared/blog';
import { currentUser, requireUser, type Auth } from '../../lib/auth';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { BlogService } from './blog.service';

const postParamsSchema = z.object({
  idOrSlug: z.string().meta({ description: "The post's id (a UUID) or its slug" }),
});

/** Public catalogue answers may be cached, but must be revalidated (ETag) before use. */
const REVALIDATE = 'no-cache';

interface BlogRouterDeps {
  service: BlogService;
  auth: Auth;
  docs: OpenApiRegistry;
  /** Lists and guides come from memory (lib/catalogue-cache), revalidated with the ETag. */
  catalogue: CatalogueCache;
}

/** Cache keys of the answers kept in memory (per catalogue version). */
export const postListKey = (query: BlogListQuery) =>
  `blogs:list:${JSON.stringify([query.category ?? '', query.q ?? '', query.page, query.limit, query.exclude?.toLowerCase() ?? ''])}`;
export const guideListKey = (query: GuideListQuery) => `guides:${query.limit}`;

/** `/api/blogs`: the public blog, likes and comments. */
export function blogRouter({ service, auth, docs, catalogue, limitComments }: BlogRouterDeps & { limitComments: RequestHandler }): Router {
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const comments = docs.component('BlogCommentList', blogCommentListSchema);
  const notFound = { description: 'No published post has this id or slug', schema: error };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/blogs',
    summary: 'Published posts, newest first, one page at a time (also related posts: category + exclude)',
    tags: ['blog'],
    query: blogListQuerySchema,
    responses: {
      200: { description: 'One page of posts and the total count', schema: docs.component('BlogList', blogListSchema) },
      400: { description: 'Invalid category, page or limit', schema: error },
    },
    handler: async (req, res) => {
      const query = req.query;
      await catalogue.send(req, res, { key: postListKey(query), build: () => service.list(query) });
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/blogs/:idOrSlug',
    summary: 'One published post by id or slug (liked says whether the signed-in user likes it)',
    tags: ['blog'],
    params: postParamsSchema,
    responses: {
      200: { description: 'The post, its HTML sanitised', schema: docs.component('BlogPost', blogPostSchema) },
      404: notFound,
    },
    after: [auth.optionalAuth],
    handler: async (req, res) => {
      const viewer = currentUser(req);
      // With a viewer the answer is personal (liked): no shared cache may keep it.
      res.set({ 'Cache-Control': viewer ? 'private, no-store' : REVALIDATE, Vary: 'Authorization' });
      res.json(await service.get(req.params.idOrSlug, viewer));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/blogs/:idOrSlug/comments',
    summary: 'Published comments of a post, newest first',
    tags: ['blog'],
    params: postParamsSchema,
    responses: { 200: { description: 'The comments (plain text)', schema: comments }, 404: notFound },
    handler: async (req, res) => {
      res.json(await service.comments(req.params.idOrSlug));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/blogs/:idOrSlug/like',
    summary: 'Toggle the signed-in user’s like (or set it with { liked })',
    tags: ['blog'],
    auth: true,
    params: postParamsSchema,
    body: blogLikeInputSchema,
    responses: {
      200: { description: 'The new like count and state', schema: docs.component('BlogLike', blogLikeSchema) },
      400: { description: 'liked is not a boolean', schema: error },
      401: { description: 'Not signed in', schema: error },
      404: notFound,
    },
    before: [auth.requireAuth(BLOG_MESSAGES.signInToLike)],
    handler: async (req, res) => {
      res.json(await service.like(req.params.idOrSlug, requireUser(req, BLOG_MESSAGES.signInToLike), req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/blogs/:idOrSlug/comment',
    summary: 'Comment on a post as the signed-in user',
    description:
      `With an ${IDEMPOTENCY_HEADER} header (the offline outbox), a repeated request answers the first answer again ` +
      'instead of storing the comment twice (409 when the same key comes with a different text).',
    tags: ['blog'],
    auth: true,
    params: postParamsSchema,
    body: blogCommentInputSchema,
    responses: {
      201: { description: 'The updated comments, newest first', schema: comments },
      400: { description: "Empty text ('Please write something before submitting.') or too long", schema: error },
      401: { description: 'Not signed in', schema: error },
      404: notFound,
      409: { description: 'The Idempotency-Key was used for another request', schema: error },
      429: { description: 'Too many comments from this account or address; Retry-After says when to try again', schema: error },
    },
    before: [auth.requireAuth(BLOG_MESSAGES.signInToComment)],
    after: [limitComments],
    handler: async (req, res) => {
      const user = requireUser(req, BLOG_MESSAGES.signInToComment);
      sendStored(res, await service.addComment(req.params.idOrSlug, user, req.body.text, { idempotencyKey: idempotencyKeyOf(req) }));
    },
  });

  return router;
}

/** `/api/guides`: the newest posts as travel guides for the home page. */
export function guidesRouter({ service, docs, catalogue }: Omit<BlogRouterDeps, 'auth'>): Router {
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/guides',
    summary: 'The newest published posts in the normalised guide shape (home travel guides)',
    tags: ['blog'],
    query: guideListQuerySchema,
    responses: {
      200: { description: 'The guides', schema: docs.component('GuideList', guideListSchema) },
      400: { description: 'Invalid limit', schema: error },
    },
    handler: async (req, res) => {
      const query = req.query;
      await catalogue.send(req, res, { key: guideListKey(query), build: () => service.guides(query) });
    },
  });

  return router;
}
