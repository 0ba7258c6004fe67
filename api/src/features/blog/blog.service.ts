import {
  BLOG_MESSAGES,
  DEFAULT_COMMENT_NAME,
  countWords,
  excerptOf,
  htmlToText,
  readTimeMinutes,
  type BlogComment,
  type BlogLike,
  type BlogLikeInput,
  type BlogList,
  type BlogListQuery,
  type BlogPost,
  type BlogPostSummary,
  type GuideList,
  type GuideListQuery,
} from '@safari/shared/blog';
import { BLOG_CATEGORIES } from '@safari/shared/enums';
import { imageUrl } from '@safari/shared/format';
import { GUIDE_DEFAULT_AUTHOR, GUIDE_DEFAULT_CATEGORY_HOME, normalizeGuide, type Guide } from '@safari/shared/guide';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo } from '../../lib/idempotency.repo';
import { sanitizePostHtml } from './blog-html';
import type { BlogRepo, PostKey, StoredPost } from './blog.repo';

/** The shape blog_posts.slug accepts; anything else cannot name a post. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX = 160;
/** Comments answered at once, newest first. */
export const COMMENTS_LIMIT = 200;

/** A post's id or slug as the routes receive it, or null when it cannot name a post. */
export function postKey(idOrSlug: string): PostKey | null {
  const key = idOrSlug.trim().toLowerCase();
  if (UUID_PATTERN.test(key)) return { id: key };
  if (key.length <= SLUG_MAX && SLUG.test(key)) return { slug: key };
  return null;
}

function toSummary(post: StoredPost): BlogPostSummary {
  const text = htmlToText(post.contentHtml);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt.trim() || excerptOf(text),
    image: imageUrl(post.coverImage),
    category: post.category,
    date: post.publishedAt,
    readTime: readTimeMinutes(countWords(text)),
    tags: post.tags,
    author: { name: post.author.trim() || GUIDE_DEFAULT_AUTHOR.name, title: GUIDE_DEFAULT_AUTHOR.title, avatar: post.authorAvatar },
    likes: post.likes,
    commentsCount: post.commentsCount,
  };
}

export interface BlogService {
  /** One page of published posts with the total count and the categories in use. */
  list(query: BlogListQuery): Promise<BlogList>;
  /** A published post by id or slug, its content sanitised; `liked` for the viewer. */
  get(idOrSlug: string, viewer?: AuthUser): Promise<BlogPost>;
  /** Published comments of a published post, newest first. */
  comments(idOrSlug: string): Promise<BlogComment[]>;
  /**
   * Adds a comment by the signed-in user; answers the updated list. With an idempotency key (the
   * outbox sends one), a replay adds nothing and gets the first answer again.
   */
  addComment(idOrSlug: string, user: AuthUser, text: string, options?: { idempotencyKey?: string }): Promise<StoredResponse<BlogComment[]>>;
  /** Toggles (or sets) the user's like; answers the new count and state. */
  like(idOrSlug: string, user: AuthUser, input: BlogLikeInput): Promise<BlogLike>;
  /** The newest published posts as guides (home teasers). */
  guides(query: GuideListQuery): Promise<GuideList>;
}

/** What the blog writes in one transaction: posts, comments and likes, and a comment's idempotency key. */
export interface BlogStore {
  posts: BlogRepo;
  idempotency: IdempotencyRepo;
}

export function createBlogService({ store }: { store: Store<BlogStore> }): BlogService {
  const repo = store.repos.posts;
  async function findOrFail(idOrSlug: string, viewerId?: string): Promise<StoredPost> {
    const key = postKey(idOrSlug);
    const post = key ? await repo.findPublished(key, viewerId) : null;
    if (!post) throw new NotFoundError(BLOG_MESSAGES.postNotFound);
    return post;
  }

  async function commentsOf(postId: string, from: BlogRepo = repo): Promise<BlogComment[]> {
    const rows = await from.listComments(postId, COMMENTS_LIMIT);
    return rows.map((row) => ({ id: row.id, name: row.name || DEFAULT_COMMENT_NAME, text: row.text, date: row.createdAt }));
  }

  return {
    async list(query) {
      const exclude = query.exclude ? postKey(query.exclude) : null;
      const filter = { category: query.category, q: query.q, ...(exclude ? { exclude } : {}) };
      const [{ items, total }, used] = await Promise.all([
        repo.listPublished(filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
        repo.listPublishedCategories(),
      ]);
      return {
        items: items.map(toSummary),
        total,
        page: query.page,
        limit: query.limit,
        totalPages: Math.ceil(total / query.limit),
        categories: BLOG_CATEGORIES.filter((category) => used.includes(category)),
      };
    },
    async get(idOrSlug, viewer) {
      const post = await findOrFail(idOrSlug, viewer?.id);
      return {
        ...toSummary(post),
        content: sanitizePostHtml(post.contentHtml),
        liked: post.liked,
        createdAt: post.createdAt,
        updatedAt: post.updatedAt,
      };
    },
    async comments(idOrSlug) {
      const post = await findOrFail(idOrSlug);
      return commentsOf(post.id);
    },
    async addComment(idOrSlug, user, text, options = {}) {
      const post = await findOrFail(idOrSlug);
      const comment = { postId: post.id, userId: user.id, authorName: user.name, text };
      // The scope names the post and the user: one key cannot add a comment elsewhere or as someone else.
      return runIdempotent(store, { key: options.idempotencyKey, scope: `POST /api/blogs/${post.id}/comment ${user.id}`, body: { text } }, async (tx) => {
        await tx.posts.addComment(comment);
        return { status: 201, body: await commentsOf(post.id, tx.posts) };
      });
    },
    async like(idOrSlug, user, input) {
      const post = await findOrFail(idOrSlug);
      return store.transaction((tx) => tx.posts.setLike(post.id, user.id, input.liked));
    },
    async guides(query) {
      const { items } = await repo.listPublished({}, { limit: query.limit, offset: 0 });
      return {
        items: items
          .map((post) => normalizeGuide({ ...toSummary(post), url: `/blog/${post.slug}` }, { defaultCategory: GUIDE_DEFAULT_CATEGORY_HOME }))
          .filter((guide): guide is Guide => guide !== null),
      };
    },
  };
}
