/** What the sitemap lists from the catalogue: public tours and blog posts with their last change. */
import type { Queryable } from '../../lib/db';

export interface SitemapItem {
  slug: string;
  /** ISO 8601. */
  updatedAt: string;
}

export interface WebRepo {
  listPublicTours(): Promise<SitemapItem[]>;
  listPublicPosts(): Promise<SitemapItem[]>;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export function createWebRepo(db: Queryable): WebRepo {
  return {
    async listPublicTours() {
      const { rows } = await db.query<{ slug: string; updated_at: string }>(
        `select slug, ${iso('updated_at')} as updated_at from tours
         where deleted_at is null and is_published order by name, id`,
      );
      return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
    },
    async listPublicPosts() {
      const { rows } = await db.query<{ slug: string; updated_at: string }>(
        `select slug, ${iso('updated_at')} as updated_at from blog_posts
         where deleted_at is null and is_published and published_at <= now() order by published_at desc, id`,
      );
      return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
    },
  };
}
