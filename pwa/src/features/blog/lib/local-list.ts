/**
 * The blog list computed on the phone, from the posts kept offline (or the built-in samples): the
 * same filters, order and paging as `GET /api/blogs`, so the screen looks the same with or without
 * a connection.
 */
import type { BlogList, BlogPostSummary } from '@safari/shared/blog';
import { BLOG_PAGE_SIZE } from '@safari/shared/constants';
import { BLOG_CATEGORIES, type BlogCategory } from '@safari/shared/enums';

/** A post as the list sees it: the content is there only for posts opened before. */
export type ListablePost = BlogPostSummary & { content?: string };

export interface LocalListParams {
  q?: string;
  category?: BlogCategory | null;
  page?: number;
  limit?: number;
  /** Id or slug of a post to leave out (related posts). */
  exclude?: string;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The API's order: newest first, then by id. Dates are ISO 8601 strings of one shape, which compare
 * in time order by code units (localeCompare gives the same order through ICU collation, which is
 * slow on a cheap phone).
 */
export function compareNewestFirst(a: BlogPostSummary, b: BlogPostSummary): number {
  return byCodeUnits(b.date, a.date) || byCodeUnits(a.id, b.id);
}

/** Whether the post matches the search as the API matches it: title, excerpt, author, tags and text. */
export function matchesSearch(post: ListablePost, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (needle === '') return true;
  const fields = [post.title, post.excerpt, post.author.name, post.tags.join(' '), (post.content ?? '').replace(/<[^>]*>/g, ' ')];
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/** One page of `posts` with the filters applied, and the categories the posts use. */
export function listPosts(posts: readonly ListablePost[], params: LocalListParams): BlogList {
  const limit = params.limit ?? BLOG_PAGE_SIZE;
  const page = params.page ?? 1;
  const exclude = params.exclude?.toLowerCase();
  const filtered = posts
    .filter((post) => !exclude || (post.id !== exclude && post.slug !== exclude))
    .filter((post) => (!params.category || post.category === params.category) && matchesSearch(post, params.q ?? ''))
    .sort(compareNewestFirst);
  return {
    items: filtered.slice((page - 1) * limit, page * limit).map(({ content: _content, ...summary }) => summary as BlogPostSummary),
    total: filtered.length,
    page,
    limit,
    totalPages: Math.ceil(filtered.length / limit),
    categories: BLOG_CATEGORIES.filter((category) => posts.some((post) => post.category === category)),
  };
}
