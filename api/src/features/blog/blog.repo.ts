/** Data access for the blog: posts, likes and comments. The only place that knows the blog tables. */
import type { BlogCategory } from '@safari/shared/enums';
import type { Queryable } from '../../lib/db';
import { sanitizePostHtml } from './blog-html';

/** A published post as stored, before the service shapes it for the wire. */
export interface StoredPost {
  id: string;
  slug: string;
  title: string;
  author: string;
  authorAvatar: string;
  category: BlogCategory | null;
  coverImage: string;
  contentHtml: string;
  excerpt: string;
  tags: string[];
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  likes: number;
  commentsCount: number;
  /** Whether the given user likes it (false without a user). */
  liked: boolean;
}

export interface StoredComment {
  id: string;
  name: string;
  text: string;
  createdAt: string;
}

/** Identifies a post by its id (a UUID) or its slug. */
export type PostKey = { id: string } | { slug: string };

export interface PostFilter {
  category?: BlogCategory;
  /** Free text; matched case-insensitively as a substring. */
  q?: string;
  exclude?: PostKey;
}

interface PostRow {
  id: string;
  slug: string;
  title: string;
  author: string;
  author_avatar: string | null;
  category: BlogCategory | null;
  cover_image: string;
  content_html: string;
  excerpt: string;
  tags: string[];
  published_at: string;
  created_at: string;
  updated_at: string;
  likes: number;
  comments_count: number;
  liked: boolean;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Visible to the public: not deleted, published, and its publication time reached. */
const PUBLIC = 'p.deleted_at is null and p.is_published and p.published_at <= now()';
const NEWEST_FIRST = 'order by p.published_at desc, p.id';

/** $1 is the viewing user's id (or null). */
const SELECT_POSTS = `
  select p.id, p.slug, p.title, p.author, u.avatar as author_avatar, p.category, p.cover_image, p.content_html,
         p.excerpt, p.tags, ${iso('p.published_at')} as published_at, ${iso('p.created_at')} as created_at,
         ${iso('p.updated_at')} as updated_at,
         (select count(*)::int from blog_likes l where l.post_id = p.id) as likes,
         (select count(*)::int from blog_comments c where c.post_id = p.id and c.status = 'published') as comments_count,
         exists (select 1 from blog_likes l where l.post_id = p.id and l.user_id = $1::uuid) as liked
  from blog_posts p
  left join users u on u.id = p.author_id`;

function toPost(row: PostRow): StoredPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    authorAvatar: row.author_avatar ?? '',
    category: row.category,
    coverImage: row.cover_image,
    contentHtml: row.content_html,
    excerpt: row.excerpt,
    tags: row.tags,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    likes: row.likes,
    commentsCount: row.comments_count,
    liked: row.liked,
  };
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE clause of a filtered list and its values, numbered from `first`. */
function filterClause(filter: PostFilter, first: number): { sql: string; values: unknown[] } {
  const conditions = [PUBLIC];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${first + values.length - 1}`;
  };
  if (filter.category) conditions.push(`p.category = ${param(filter.category)}`);
  if (filter.q) {
    const pattern = param(containsPattern(filter.q));
    conditions.push(`(p.title ilike ${pattern} or p.excerpt ilike ${pattern} or p.author ilike ${pattern}
      or array_to_string(p.tags, ' ') ilike ${pattern}
      or regexp_replace(p.content_html, '<[^>]*>', ' ', 'g') ilike ${pattern})`);
  }
  if (filter.exclude) {
    if ('id' in filter.exclude) conditions.push(`p.id <> ${param(filter.exclude.id)}::uuid`);
    else conditions.push(`p.slug <> ${param(filter.exclude.slug)}`);
  }
  return { sql: conditions.join(' and '), values };
}

/** A post as staff (or the seed) write it. `contentHtml` is sanitised on every write. */
export interface PostInput {
  slug: string;
  title: string;
  author: string;
  authorId?: string | null;
  category: BlogCategory | null;
  coverImage: string;
  contentHtml: string;
  excerpt: string;
  tags: string[];
  isPublished: boolean;
  /** ISO date-time; defaults to now. */
  publishedAt?: string;
}

export interface LikeResult {
  likes: number;
  liked: boolean;
}

export interface BlogRepo {
  /** One page of published posts, newest first, and how many match in all. */
  listPublished(filter: PostFilter, page: { limit: number; offset: number }): Promise<{ items: StoredPost[]; total: number }>;
  /** Categories that published posts use. */
  listPublishedCategories(): Promise<BlogCategory[]>;
  findPublished(key: PostKey, viewerId?: string): Promise<StoredPost | null>;
  /** Published comments of a post, newest first. */
  listComments(postId: string, limit: number): Promise<StoredComment[]>;
  addComment(input: { postId: string; userId: string; authorName: string; text: string }): Promise<void>;
  /**
   * Sets (`liked` true/false) or toggles (`liked` undefined) the user's like, one change per post at a
   * time, and answers the resulting count and state. Call inside a transaction.
   */
  setLike(postId: string, userId: string, liked: boolean | undefined): Promise<LikeResult>;
  /** Creates a post, its HTML sanitised with the allow-list first; answers its id. */
  createPost(input: PostInput): Promise<string>;
  /**
   * Changes the given fields of a post (not deleted), its HTML sanitised with the allow-list first;
   * false when there is no such post.
   */
  updatePost(id: string, changes: Partial<PostInput>): Promise<boolean>;
}

/** Columns of blog_posts that PostInput fields write. */
const POST_COLUMNS = {
  slug: 'slug',
  title: 'title',
  author: 'author',
  authorId: 'author_id',
  category: 'category',
  coverImage: 'cover_image',
  contentHtml: 'content_html',
  excerpt: 'excerpt',
  tags: 'tags',
  isPublished: 'is_published',
  publishedAt: 'published_at',
} as const satisfies Record<keyof PostInput, string>;

/** The values to store: post HTML never reaches the database as it was given. */
function storedValues(changes: Partial<PostInput>): [string, unknown][] {
  return (Object.keys(POST_COLUMNS) as (keyof PostInput)[])
    .filter((field) => changes[field] !== undefined)
    .map((field) => [POST_COLUMNS[field], field === 'contentHtml' ? sanitizePostHtml(changes.contentHtml ?? '') : changes[field]]);
}

export function createBlogRepo(db: Queryable): BlogRepo {
  return {
    async listPublished(filter, { limit, offset }) {
      const counted = filterClause(filter, 1);
      const count = await db.query<{ total: number }>(`select count(*)::int as total from blog_posts p where ${counted.sql}`, counted.values);
      const total = count.rows[0]?.total ?? 0;
      if (total === 0 || offset >= total) return { items: [], total };
      // $1 of SELECT_POSTS is the viewer; lists are the same for everyone.
      const where = filterClause(filter, 2);
      const values = [null, ...where.values, limit, offset];
      const { rows } = await db.query<PostRow>(
        `${SELECT_POSTS} where ${where.sql} ${NEWEST_FIRST} limit $${values.length - 1} offset $${values.length}`,
        values,
      );
      return { items: rows.map(toPost), total };
    },
    async listPublishedCategories() {
      const { rows } = await db.query<{ category: BlogCategory }>(
        `select distinct p.category from blog_posts p where ${PUBLIC} and p.category is not null`,
      );
      return rows.map((row) => row.category);
    },
    async findPublished(key, viewerId) {
      const condition = 'id' in key ? 'p.id = $2::uuid' : 'p.slug = $2';
      const { rows } = await db.query<PostRow>(`${SELECT_POSTS} where ${PUBLIC} and ${condition}`, [
        viewerId ?? null,
        'id' in key ? key.id : key.slug,
      ]);
      return rows[0] ? toPost(rows[0]) : null;
    },
    async listComments(postId, limit) {
      const { rows } = await db.query<{ id: string; name: string; text: string; created_at: string }>(
        `select c.id, coalesce(nullif(btrim(u.name), ''), nullif(btrim(c.author_name), ''), '') as name, c.text,
                ${iso('c.created_at')} as created_at
         from blog_comments c
         left join users u on u.id = c.user_id
         where c.post_id = $1 and c.status = 'published'
         order by c.created_at desc, c.id desc
         limit $2`,
        [postId, limit],
      );
      return rows.map((row) => ({ id: row.id, name: row.name, text: row.text, createdAt: row.created_at }));
    },
    async addComment({ postId, userId, authorName, text }) {
      await db.query(
        `insert into blog_comments (post_id, user_id, author_name, text, status) values ($1, $2, $3, $4, 'published')`,
        [postId, userId, authorName, text],
      );
    },
    async setLike(postId, userId, liked) {
      // One like change per post at a time: two toggles of one user must not both read 'not liked', and
      // the count answered must include every change committed before (likes are rare; no contention).
      await db.query(`select pg_advisory_xact_lock(hashtextextended('blog_likes:' || $1::text, 0))`, [postId]);
      const current = await db.query('select 1 from blog_likes where post_id = $1 and user_id = $2', [postId, userId]);
      const isLiked = (current.rowCount ?? 0) > 0;
      const target = liked ?? !isLiked;
      if (target && !isLiked) {
        await db.query('insert into blog_likes (post_id, user_id) values ($1, $2) on conflict do nothing', [postId, userId]);
      } else if (!target && isLiked) {
        await db.query('delete from blog_likes where post_id = $1 and user_id = $2', [postId, userId]);
      }
      const { rows } = await db.query<{ likes: number }>('select count(*)::int as likes from blog_likes where post_id = $1', [
        postId,
      ]);
      return { likes: rows[0]?.likes ?? 0, liked: target };
    },
    async createPost(input) {
      const entries = storedValues(input);
      const { rows } = await db.query<{ id: string }>(
        `insert into blog_posts (${entries.map(([column]) => column).join(', ')})
         values (${entries.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
        entries.map(([, value]) => value),
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('blog post not inserted');
      return id;
    },
    async updatePost(id, changes) {
      const entries = storedValues(changes);
      if (entries.length === 0) {
        const found = await db.query('select 1 from blog_posts where id = $1 and deleted_at is null', [id]);
        return (found.rowCount ?? 0) > 0;
      }
      const result = await db.query(
        `update blog_posts set ${entries.map(([column], index) => `${column} = $${index + 2}`).join(', ')}
         where id = $1 and deleted_at is null`,
        [id, ...entries.map(([, value]) => value)],
      );
      return (result.rowCount ?? 0) > 0;
    },
  };
}
