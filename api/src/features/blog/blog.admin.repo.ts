/** Data access for the staff side of the blog: every post not deleted, and every comment. */
import type { AdminBlogListQuery, AdminBlogPost, AdminBlogSort, AdminBlogSummary, AdminComment } from '@safari/shared/admin-blog';
import type { BlogStatus, BlogStatusCounts } from '@safari/shared/blog-status';
import type { BlogCategory } from '@safari/shared/enums';
import type { Queryable } from '../../lib/db';

interface AdminPostRow {
  id: string;
  slug: string;
  title: string;
  category: BlogCategory | null;
  author: string;
  published_at: Date;
  status: BlogStatus;
  cover_image: string;
  comments_count: number;
  hidden_comments: number;
  content_html: string;
  tags: string[];
  created_at: Date;
  updated_at: Date;
}

/** A post's state now: the public queries' own condition (is_published and published_at <= now()). */
const STATUS = `case when not p.is_published then 'draft' when p.published_at > now() then 'scheduled' else 'published' end`;
const STATUS_CONDITIONS: Record<BlogStatus, string> = {
  draft: 'not p.is_published',
  scheduled: 'p.is_published and p.published_at > now()',
  published: 'p.is_published and p.published_at <= now()',
};

const SELECT_ADMIN_POSTS = `
  select p.id, p.slug, p.title, p.category, p.author, p.published_at, ${STATUS} as status, p.cover_image, p.content_html, p.tags,
         p.created_at, p.updated_at,
         (select count(*)::int from blog_comments c where c.post_id = p.id) as comments_count,
         (select count(*)::int from blog_comments c where c.post_id = p.id and c.status = 'hidden') as hidden_comments
  from blog_posts p`;

const SORTS: Record<AdminBlogSort, string> = {
  newest: 'p.published_at desc, p.id',
  oldest: 'p.published_at asc, p.id',
  'title-asc': 'lower(p.title) asc, p.id',
  'title-desc': 'lower(p.title) desc, p.id',
};

function toSummary(row: AdminPostRow): AdminBlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    author: row.author,
    date: row.published_at.toISOString(),
    status: row.status,
    image: row.cover_image,
    commentsCount: row.comments_count,
    hiddenComments: row.hidden_comments,
  };
}

function toPost(row: AdminPostRow): AdminBlogPost {
  return {
    ...toSummary(row),
    content: row.content_html,
    tags: row.tags,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A post as staff write it; `contentHtml` must already be sanitised. */
export interface AdminPostWrite {
  title: string;
  author: string;
  category: BlogCategory | null;
  coverImage: string;
  contentHtml: string;
  /** Undefined: unchanged (on create: none). */
  tags?: string[];
}

/**
 * Whether a post is public and from when: `publishedAt` 'now' (the transaction's time), 'keep' (as
 * stored; on create: now) or an ISO instant (scheduled, or backdated when past).
 */
export interface Publication {
  isPublished: boolean;
  publishedAt: 'now' | 'keep' | string;
}

/** `published_at` from a Publication: `mode` is 'now', 'keep' or 'at' (then `at` is the instant). */
const publishedAtSql = (mode: string, at: string, column = 'published_at') => `case ${mode}::text when 'now' then now() when 'keep' then ${column} else ${at}::timestamptz end`;
const publicationValues = ({ publishedAt }: Publication) =>
  publishedAt === 'now' || publishedAt === 'keep' ? [publishedAt, null] : ['at', publishedAt];

interface CommentRow {
  id: string;
  post_id: string;
  author_name: string;
  text: string;
  created_at: Date;
  status: 'pending' | 'published' | 'hidden';
}

function toComment(row: CommentRow): AdminComment {
  return {
    id: row.id,
    postId: row.post_id,
    name: row.author_name.trim() || 'Guest',
    text: row.text,
    date: row.created_at.toISOString(),
    hidden: row.status === 'hidden',
  };
}

export interface BlogAdminRepo {
  list(query: AdminBlogListQuery): Promise<{ items: AdminBlogSummary[]; total: number; counts: BlogStatusCounts }>;
  findById(id: string): Promise<AdminBlogPost | null>;
  /** Locks the post's row until the transaction ends (no-op when there is none). */
  lockPost(id: string): Promise<void>;
  /** One comment; with `lock`, its row is locked until the transaction ends. Null when there is none. */
  findComment(id: string, options?: { lock?: boolean }): Promise<AdminComment | null>;
  /** Serialises slug choice until the transaction ends, so two creates with one name cannot pick the same slug. */
  lockSlugs(): Promise<void>;
  slugsLike(base: string): Promise<string[]>;
  create(slug: string, authorId: string, post: AdminPostWrite, publication: Publication): Promise<string>;
  /** False when there is no such post (or it is deleted). */
  update(id: string, post: AdminPostWrite): Promise<boolean>;
  /** Publishes, unpublishes or schedules a post; false when there is no such post. */
  setPublication(id: string, publication: Publication): Promise<boolean>;
  /** Soft delete; false when there is no such post. */
  softDelete(id: string): Promise<boolean>;
  /** Every comment of a post not deleted, newest first; null when there is no such post. */
  listComments(postId: string): Promise<AdminComment[] | null>;
  /** Hides or shows a comment; null when there is no such comment. */
  setCommentHidden(id: string, hidden: boolean): Promise<AdminComment | null>;
}

export function createBlogAdminRepo(db: Queryable): BlogAdminRepo {
  return {
    async list({ page, pageSize, q, category, sort, status }) {
      const conditions = ['p.deleted_at is null'];
      const values: unknown[] = [];
      if (q) {
        values.push(likePattern(q));
        conditions.push(`(p.title ilike $${values.length} or p.author ilike $${values.length})`);
      }
      if (category) {
        values.push(category);
        conditions.push(`p.category = $${values.length}`);
      }
      // The counts per state ignore the status filter: they explain the whole list.
      const counted = await db.query<BlogStatusCounts>(
        `select count(*) filter (where ${STATUS_CONDITIONS.draft})::int as draft,
                count(*) filter (where ${STATUS_CONDITIONS.scheduled})::int as scheduled,
                count(*) filter (where ${STATUS_CONDITIONS.published})::int as published
         from blog_posts p where ${conditions.join(' and ')}`,
        values,
      );
      const counts = counted.rows[0] ?? { draft: 0, scheduled: 0, published: 0 };
      if (status) conditions.push(STATUS_CONDITIONS[status]);
      const where = conditions.join(' and ');
      const { rows } = await db.query<AdminPostRow>(
        `${SELECT_ADMIN_POSTS} where ${where} order by ${SORTS[sort]} limit $${values.length + 1} offset $${values.length + 2}`,
        [...values, pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toSummary), total: status ? counts[status] : counts.draft + counts.scheduled + counts.published, counts };
    },
    async findById(id) {
      const { rows } = await db.query<AdminPostRow>(`${SELECT_ADMIN_POSTS} where p.deleted_at is null and p.id = $1`, [id]);
      return rows[0] ? toPost(rows[0]) : null;
    },
    async lockPost(id) {
      await db.query('select 1 from blog_posts where id = $1 for update', [id]);
    },
    async findComment(id, options = {}) {
      const { rows } = await db.query<CommentRow>(
        `select id, post_id, author_name, text, created_at, status from blog_comments where id = $1${options.lock ? ' for update' : ''}`,
        [id],
      );
      return rows[0] ? toComment(rows[0]) : null;
    },
    async lockSlugs() {
      await db.query(`select pg_advisory_xact_lock(hashtext('blog_posts.slug'))`);
    },
    async slugsLike(base) {
      const { rows } = await db.query<{ slug: string }>(`select slug from blog_posts where slug = $1 or slug like $2`, [
        base,
        `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`,
      ]);
      return rows.map((row) => row.slug);
    },
    async create(slug, authorId, post, publication) {
      const { rows } = await db.query<{ id: string }>(
        `insert into blog_posts (slug, title, author, author_id, category, cover_image, content_html, tags, is_published, published_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${publishedAtSql('$10', '$11', 'now()')}) returning id`,
        [slug, post.title, post.author, authorId, post.category, post.coverImage, post.contentHtml, post.tags ?? [], publication.isPublished, ...publicationValues(publication)],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('post not inserted');
      return id;
    },
    async update(id, post) {
      const { rowCount } = await db.query(
        `update blog_posts set title = $2, author = $3, category = $4, cover_image = $5, content_html = $6,
                tags = coalesce($7, tags)
         where id = $1 and deleted_at is null`,
        [id, post.title, post.author, post.category, post.coverImage, post.contentHtml, post.tags ?? null],
      );
      return Boolean(rowCount);
    },
    async setPublication(id, publication) {
      const { rowCount } = await db.query(
        `update blog_posts set is_published = $2, published_at = ${publishedAtSql('$3', '$4')} where id = $1 and deleted_at is null`,
        [id, publication.isPublished, ...publicationValues(publication)],
      );
      return Boolean(rowCount);
    },
    async softDelete(id) {
      const { rowCount } = await db.query('update blog_posts set deleted_at = now() where id = $1 and deleted_at is null', [id]);
      return Boolean(rowCount);
    },
    async listComments(postId) {
      const post = await db.query('select 1 from blog_posts where id = $1 and deleted_at is null', [postId]);
      if (!post.rowCount) return null;
      const { rows } = await db.query<CommentRow>(
        `select id, post_id, author_name, text, created_at, status from blog_comments
         where post_id = $1 order by created_at desc, id`,
        [postId],
      );
      return rows.map(toComment);
    },
    async setCommentHidden(id, hidden) {
      const { rows } = await db.query<CommentRow>(
        `update blog_comments set status = $2 where id = $1
         returning id, post_id, author_name, text, created_at, status`,
        [id, hidden ? 'hidden' : 'published'],
      );
      return rows[0] ? toComment(rows[0]) : null;
    },
  };
}
