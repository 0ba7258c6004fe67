/** The stylesheets of server-rendered pages, by the hash of their content (page-styles.ts). */
import type { Queryable } from '../../lib/db';

export interface PageStylesRepo {
  /** Keeps a sheet; a sheet already kept (by any replica) stays as it is. */
  save(hash: string, css: string): Promise<void>;
  find(hash: string): Promise<string | null>;
}

export function createPageStylesRepo(db: Queryable): PageStylesRepo {
  return {
    async save(hash, css) {
      await db.query('insert into page_styles (hash, css) values ($1, $2) on conflict (hash) do nothing', [hash, css]);
    },
    async find(hash) {
      const { rows } = await db.query<{ css: string }>('select css from page_styles where hash = $1', [hash]);
      return rows[0]?.css ?? null;
    },
  };
}
