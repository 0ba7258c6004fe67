/** Staff routes of the blog (admins and moderators): `/api/admin/…` to read and moderate, `/api/blogs…` to write. Mount at /api. */
import { Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  adminBlogListQuerySchema,
  adminBlogListSchema,
  adminBlogPostSchema,
  adminCommentListSchema,
  adminCommentSchema,
  blogDeleteResultSchema,
  blogPostInputSchema,
  blogStatusInputSchema,
  commentModerationInputSchema,
} from '@safari/shared/admin-blog';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { BlogAdminService } from './blog.admin.service';

/**
 * The document names the segment as the public `/api/blogs/{idOrSlug}` does: OpenAPI forbids two
 * templates that differ only in a parameter's name. Writes take only the id.
 */
const writeParams = z.object({
  idOrSlug: z.uuid('Not a valid id.').meta({ description: "The post's id (a UUID); writes do not take a slug" }),
});

export function blogAdminRouter(deps: { service: BlogAdminService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const guard = requireSection(auth, 'blogs');
  // Every path under /api/admin/blogs and /api/admin/comments, unknown ones included; the writes under
  // /api/blogs take it first in their own definitions.
  router.use(['/admin/blogs', '/admin/comments'], guard);

  const error = docs.component('ApiError', apiErrorSchema);
  const post = docs.component('AdminBlogPost', adminBlogPostSchema);
  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin or moderator', schema: error },
  };
  const notFound = { 404: { description: 'No such post', schema: error } };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/blogs',
    summary: 'One page of posts for staff',
    tags: ['admin'],
    auth: true,
    query: adminBlogListQuerySchema,
    responses: { 200: { description: 'The page', schema: docs.component('AdminBlogList', adminBlogListSchema) }, 400: { description: 'Invalid query', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/blogs/:id',
    summary: 'One post with its HTML content',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: { 200: { description: 'The post', schema: post }, ...notFound, ...denied },
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/blogs/:id/status',
    summary: 'Publish a post now, unpublish it (draft) or schedule it for a date',
    description: 'A scheduled post becomes public at `publishAt` with no further write; publishing a post that is already public keeps its date.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: blogStatusInputSchema,
    responses: {
      200: { description: 'The post in its new state', schema: post },
      400: { description: 'Unknown status, or a schedule without a valid publishAt', schema: error },
      ...notFound,
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.setStatus(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/blogs/:id/comments',
    summary: 'Every comment of a post, hidden ones included, newest first',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: { 200: { description: 'The comments', schema: docs.component('AdminCommentList', adminCommentListSchema) }, ...notFound, ...denied },
    handler: async (req, res) => {
      res.json(await service.listComments(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/comments/:id',
    summary: 'Hide or show a comment',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: commentModerationInputSchema,
    responses: {
      200: { description: 'The comment', schema: docs.component('AdminComment', adminCommentSchema) },
      400: { description: 'Invalid body', schema: error },
      404: { description: 'No such comment', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.moderateComment(currentUser(req), req.params.id, req.body.hidden));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/blogs',
    summary: 'Write a post: published now (default), a draft, or scheduled (content sanitised)',
    tags: ['admin'],
    auth: true,
    body: blogPostInputSchema,
    responses: { 201: { description: 'The new post', schema: post }, 400: { description: 'Invalid post', schema: error }, ...denied },
    before: [guard],
    handler: async (req, res) => {
      res.status(201).json(await service.create(currentUser(req), req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/blogs/:idOrSlug',
    summary: 'Change a post (content sanitised)',
    tags: ['admin'],
    auth: true,
    params: writeParams,
    body: blogPostInputSchema,
    responses: { 200: { description: 'The post', schema: post }, 400: { description: 'Invalid post', schema: error }, ...notFound, ...denied },
    before: [guard],
    handler: async (req, res) => {
      res.json(await service.update(currentUser(req), req.params.idOrSlug, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'delete',
    path: '/api/blogs/:idOrSlug',
    summary: 'Delete a post',
    tags: ['admin'],
    auth: true,
    params: writeParams,
    responses: { 200: { description: 'Deleted', schema: docs.component('BlogDeleteResult', blogDeleteResultSchema) }, ...notFound, ...denied },
    before: [guard],
    handler: async (req, res) => {
      res.json(await service.remove(currentUser(req), req.params.idOrSlug));
    },
  });

  return router;
}
