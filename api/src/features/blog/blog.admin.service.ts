/** Staff rules for the blog (admins and moderators): content sanitised on every write, every write audited. */
import {
  type AdminBlogList,
  type AdminBlogListQuery,
  type AdminBlogPost,
  type AdminComment,
  type BlogDeleteResult,
  type BlogPostInput,
  type BlogStatusInput,
} from '@safari/shared/admin-blog';
import type { BlogStatus } from '@safari/shared/blog-status';
import { slugify, uniqueSlug } from '@safari/shared/slug';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import { assertSection } from '../../lib/staff-access';
import type { AdminPostWrite, BlogAdminRepo, Publication } from './blog.admin.repo';
import { sanitizePostHtml } from './blog-html';

const POST_NOT_FOUND = 'Post not found.';
const COMMENT_NOT_FOUND = 'Comment not found.';
const SLUG_MAX = 150;

export interface BlogAdminService {
  list(actor: AuthUser | undefined, query: AdminBlogListQuery): Promise<AdminBlogList>;
  get(actor: AuthUser | undefined, id: string): Promise<AdminBlogPost>;
  create(actor: AuthUser | undefined, input: BlogPostInput): Promise<AdminBlogPost>;
  update(actor: AuthUser | undefined, id: string, input: BlogPostInput): Promise<AdminBlogPost>;
  remove(actor: AuthUser | undefined, id: string): Promise<BlogDeleteResult>;
  /** Publishes (now), unpublishes (draft) or schedules a post. */
  setStatus(actor: AuthUser | undefined, id: string, input: BlogStatusInput): Promise<AdminBlogPost>;
  listComments(actor: AuthUser | undefined, postId: string): Promise<AdminComment[]>;
  moderateComment(actor: AuthUser | undefined, id: string, hidden: boolean): Promise<AdminComment>;
}

function toWrite(input: BlogPostInput): AdminPostWrite {
  return {
    title: input.title,
    author: input.author,
    category: input.category,
    coverImage: input.image,
    // Never stored as sent: the same allow-list the public pages rely on (h1–h3 kept for 'Jump to section').
    contentHtml: sanitizePostHtml(input.content),
    tags: input.tags,
  };
}

/**
 * Where a post goes: a draft keeps its date; publishing puts a post that was not public on the site
 * now (one already public keeps its date); scheduling sets the time it becomes public (a past time
 * publishes it with that date).
 */
function publicationFor(status: BlogStatus, publishAt: string | undefined, previous: BlogStatus | undefined): Publication {
  if (status === 'draft') return { isPublished: false, publishedAt: 'keep' };
  if (status === 'scheduled' && publishAt) return { isPublished: true, publishedAt: publishAt };
  return { isPublished: true, publishedAt: previous === 'published' ? 'keep' : 'now' };
}

/** The audit action of a change of state. */
const STATUS_ACTIONS: Record<BlogStatus, string> = { draft: 'unpublish', scheduled: 'schedule', published: 'publish' };

/** What the service works on: its repository and the audit trail, alone or in one transaction. */
export interface BlogAdminStore {
  repo: BlogAdminRepo;
  audit: AuditRepo;
}

/** A post as the audit trail keeps it: what staff edit; the id, counts and timestamps are on the entry. */
function postSnapshot({ id: _id, commentsCount: _comments, hiddenComments: _hidden, createdAt: _created, updatedAt: _updated, ...fields }: AdminBlogPost): Record<string, unknown> {
  return fields;
}
function commentSnapshot({ id: _id, ...fields }: AdminComment): Record<string, unknown> {
  return fields;
}

export function createBlogAdminService(deps: { store: Store<BlogAdminStore> }): BlogAdminService {
  const { store } = deps;
  const reader = store.repos.repo;

  return {
    async list(actor, query) {
      assertSection(actor, 'blogs');
      const { items, total, counts } = await reader.list(query);
      return { items, total, counts, page: query.page, pageSize: query.pageSize, pages: Math.ceil(total / query.pageSize) };
    },
    async get(actor, id) {
      assertSection(actor, 'blogs');
      const post = await reader.findById(id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      return post;
    },
    async create(actor, input) {
      assertSection(actor, 'blogs');
      return store.transaction(async ({ repo, audit }) => {
        await repo.lockSlugs();
        const base = slugify(input.title, { max: SLUG_MAX, fallback: 'post' });
        const publication = publicationFor(input.status ?? 'published', input.publishAt, undefined);
        const id = await repo.create(uniqueSlug(base, await repo.slugsLike(base)), actor.id, toWrite(input), publication);
        const post = await repo.findById(id);
        if (!post) throw new Error('created post not found');
        await audit.record({ actorId: actor.id, action: 'create', entity: 'blog_post', entityId: id, details: { title: input.title, status: post.status }, after: postSnapshot(post) });
        return post;
      });
    },
    async update(actor, id, input) {
      assertSection(actor, 'blogs');
      return store.transaction(async ({ repo, audit }) => {
        // Locked first, so the 'before' kept in the trail is the version this write replaces.
        await repo.lockPost(id);
        const previous = await repo.findById(id);
        if (!previous || !(await repo.update(id, toWrite(input)))) throw new NotFoundError(POST_NOT_FOUND);
        // Left out, the state stays as it is.
        if (input.status) await repo.setPublication(id, publicationFor(input.status, input.publishAt, previous.status));
        const post = await repo.findById(id);
        if (!post) throw new NotFoundError(POST_NOT_FOUND);
        await audit.record({
          actorId: actor.id,
          action: 'update',
          entity: 'blog_post',
          entityId: id,
          details: { title: input.title, status: post.status },
          before: postSnapshot(previous),
          after: postSnapshot(post),
        });
        return post;
      });
    },
    async remove(actor, id) {
      assertSection(actor, 'blogs');
      return store.transaction(async ({ repo, audit }) => {
        await repo.lockPost(id);
        const previous = await repo.findById(id);
        if (!previous || !(await repo.softDelete(id))) throw new NotFoundError(POST_NOT_FOUND);
        await audit.record({
          actorId: actor.id,
          action: 'delete',
          entity: 'blog_post',
          entityId: id,
          details: { title: previous.title },
          before: postSnapshot(previous),
          after: null,
        });
        return { outcome: 'deleted' as const, message: 'Post deleted.' };
      });
    },
    async setStatus(actor, id, input) {
      assertSection(actor, 'blogs');
      return store.transaction(async ({ repo, audit }) => {
        await repo.lockPost(id);
        const previous = await repo.findById(id);
        if (!previous || !(await repo.setPublication(id, publicationFor(input.status, input.publishAt, previous.status)))) throw new NotFoundError(POST_NOT_FOUND);
        const post = await repo.findById(id);
        if (!post) throw new NotFoundError(POST_NOT_FOUND);
        await audit.record({
          actorId: actor.id,
          action: STATUS_ACTIONS[input.status],
          entity: 'blog_post',
          entityId: id,
          details: { title: post.title, status: post.status, date: post.date },
          before: postSnapshot(previous),
          after: postSnapshot(post),
        });
        return post;
      });
    },
    async listComments(actor, postId) {
      assertSection(actor, 'blogs');
      const comments = await reader.listComments(postId);
      if (!comments) throw new NotFoundError(POST_NOT_FOUND);
      return comments;
    },
    async moderateComment(actor, id, hidden) {
      assertSection(actor, 'blogs');
      return store.transaction(async ({ repo, audit }) => {
        const previous = await repo.findComment(id, { lock: true });
        const comment = previous && (await repo.setCommentHidden(id, hidden));
        if (!previous || !comment) throw new NotFoundError(COMMENT_NOT_FOUND);
        await audit.record({
          actorId: actor.id,
          action: hidden ? 'hide' : 'show',
          entity: 'blog_comment',
          entityId: id,
          details: { postId: comment.postId, name: comment.name },
          before: commentSnapshot(previous),
          after: commentSnapshot(comment),
        });
        return comment;
      });
    },
  };
}
