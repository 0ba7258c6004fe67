/**
 * The blog list as its URL names it (`/blog?q=…&category=…&page=…`) and one page of it, computed
 * from the posts' summaries the same way on the server and on the phone: the server embeds in the
 * page data of /blog only the page the URL shows (`blogListPage`), never every post, and the
 * browser shows that page until the offline store holds the posts (the catalogue sync fills it in
 * the background), then computes every page from the stored ones (`listPosts`), with the same
 * filters, order and paging as `GET /api/blogs`. So the page hydrates as it was rendered, the
 * embedded data stays the size of a page whatever the number of posts, and the screen looks the
 * same with or without a connection.
 */
import type { BlogList, BlogPostSummary } from './blog';
import { BLOG_PAGE_SIZE } from './constants';
import { BLOG_CATEGORIES, type BlogCategory } from './enums';

/** The blog list's filters as they live in the URL: ?q=…&category=…&page=…. */
export interface BlogListParams {
  q: string;
  category: BlogCategory | null;
  page: number;
}

/** Reads the filters from the URL; unknown categories and bad pages fall back to the defaults. */
export function readBlogListParams(search: URLSearchParams): BlogListParams {
  const q = (search.get('q') ?? '').trim();
  const rawCategory = search.get('category');
  const category = BLOG_CATEGORIES.find((known) => known === rawCategory) ?? null;
  const page = Number(search.get('page'));
  return { q, category, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The URL search of the filters, without defaults (page 1, no query, all categories). */
export function writeBlogListParams(params: Partial<BlogListParams>): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.category) search.set('category', params.category);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The list's address with its filters in their canonical form ('/blog', '/blog?category=Travel+Tips&page=2'). */
export function blogListId(params: Partial<BlogListParams>): string {
  const search = writeBlogListParams(params).toString();
  return search === '' ? '/blog' : `/blog?${search}`;
}

/** A post as the list sees it: the content is there only for posts opened before (offline store). */
export type ListablePost = BlogPostSummary & { content?: string };

export interface ListPostsParams {
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
export function listPosts(posts: readonly ListablePost[], params: ListPostsParams): BlogList {
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

/** Which page of the blog list a page's `posts` are, and what the screen needs to know of the rest. */
export interface BlogPage {
  /** The list and page: `blogListId` of the URL's filters ('/blog?page=2'). */
  list: string;
  /** How many posts match the filters, over all pages (the count and the pagination show it). */
  total: number;
  /** The categories of all published posts (the chips), in the spec's order. */
  categories: BlogCategory[];
}

/** The posts of one page of the blog list and what the page needs to know of the rest. */
export interface BlogListPage {
  posts: BlogPostSummary[];
  postPage: BlogPage;
}

/** The page of the blog list the URL's filters show: what the server embeds in the data of /blog. */
export function blogListPage(posts: readonly BlogPostSummary[], params: BlogListParams): BlogListPage {
  const list = listPosts(posts, { ...params, limit: BLOG_PAGE_SIZE });
  return { posts: list.items, postPage: { list: blogListId(params), total: list.total, categories: list.categories } };
}

/** The embedded page as the list the screen shows (the shape `listPosts` and `GET /api/blogs` answer). */
export function blogListOfPage(page: BlogListPage, params: BlogListParams): BlogList {
  const { total, categories } = page.postPage;
  return { items: page.posts, total, page: params.page, limit: BLOG_PAGE_SIZE, totalPages: Math.ceil(total / BLOG_PAGE_SIZE), categories };
}
