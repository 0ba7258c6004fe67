import { z } from 'zod';
import { BLOG_CATEGORIES } from './enums';
import type { Guide } from './guide';

/*
 * The blog's answers as the public pages read them (posts, lists, guides), apart from the rest of
 * ./blog (queries, comments, likes), which re-exports them: the catalogue sync builds only these,
 * and building all of the blog's schemas was one long task on a slow phone.
 */

/** Author of a post or guide (defaults: name 'Editorial', title 'Contributor'). */
export const blogAuthorSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** Image URL; '' shows the author's initials. */
  avatar: z.string(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** A published post in a list (`GET /api/blogs`): the normalised public shape plus counts. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Cover image URL ('/uploads/…' or absolute); '' when the post has none. */
  image: z.string(),
  /** Null for a post without a category (the admin form does not require one). */
  category: z.enum(BLOG_CATEGORIES).nullable(),
  /** Publication date-time (ISO 8601). */
  date: z.string(),
  /** Whole minutes. */
  readTime: z.number().int().positive(),
  tags: z.array(z.string()),
  author: blogAuthorSchema,
  likes: z.number().int().nonnegative(),
  commentsCount: z.number().int().nonnegative(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** One post (`GET /api/blogs/{idOrSlug}`). */
export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitised HTML (see blog-html.ts). */
  content: z.string(),
  /** Whether the signed-in user likes it; false without a session. */
  liked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Answer of `GET /api/blogs`. */
export const blogListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  /** Posts matching the filters, over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  /** Categories of all published posts (for the filter chips), in the spec's order. */
  categories: z.array(z.enum(BLOG_CATEGORIES)),
});
export type BlogList = z.infer<typeof blogListSchema>;

/** A guide in the normalised shape of guide.ts (`normalizeGuide`), as `GET /api/guides` sends it. */
export const guideSchema: z.ZodType<Guide> = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  category: z.string(),
  date: z.string(),
  readTime: z.number().int().positive().nullable(),
  tags: z.array(z.string()),
  /** '/blog/{slug}' for our own posts. */
  url: z.string(),
  author: blogAuthorSchema,
});

/** Answer of `GET /api/guides`: the newest published posts as guides. */
export const guideListSchema = z.object({ items: z.array(guideSchema) });
export type GuideList = z.infer<typeof guideListSchema>;
