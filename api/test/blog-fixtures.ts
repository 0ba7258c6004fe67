/** Blog rows inserted straight into a test database. */
import type { BlogCategory } from '@safari/shared/enums';
import type { Queryable } from '../src/lib/db';

export interface PostFixture {
  slug: string;
  title?: string;
  author?: string;
  category?: BlogCategory | null;
  coverImage?: string;
  contentHtml?: string;
  excerpt?: string;
  tags?: string[];
  /** ISO date-time; defaults to now. */
  publishedAt?: string;
  isPublished?: boolean;
  deleted?: boolean;
}

/** Inserts a post; returns its id. */
export async function insertPost(db: Queryable, post: PostFixture): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into blog_posts (slug, title, author, category, cover_image, content_html, excerpt, tags, is_published,
                             published_at, deleted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()), case when $11 then now() end)
     returning id`,
    [
      post.slug,
      post.title ?? `Post ${post.slug}`,
      post.author ?? 'Amani Otieno',
      post.category === undefined ? 'Travel Tips' : post.category,
      post.coverImage ?? `blog-${post.slug}.webp`,
      post.contentHtml ?? `<h2>About ${post.slug}</h2><p>Some words about ${post.slug}.</p>`,
      post.excerpt ?? '',
      post.tags ?? [],
      post.isPublished ?? true,
      post.publishedAt ?? null,
      post.deleted ?? false,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('post fixture not inserted');
  return id;
}
