import { z } from 'zod';
import { BLOG_CATEGORIES } from './enums';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam } from './staff';
import { imageRefSchema } from './upload';
import { BLOG_STATUS_MESSAGES, BLOG_STATUSES } from './blog-status';

/** Admin blog sort choices (spec: Newest First, Oldest First, Title A-Z, Title Z-A). */
export const ADMIN_BLOG_SORTS = ['newest', 'oldest', 'title-asc', 'title-desc'] as const;
export type AdminBlogSort = (typeof ADMIN_BLOG_SORTS)[number];
export const ADMIN_BLOG_SORT_LABELS: Record<AdminBlogSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  'title-asc': 'Title A-Z',
  'title-desc': 'Title Z-A',
};

export const BLOG_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  authorRequired: 'Author is required',
  category: 'Choose one of the categories',
} as const;

export const BLOG_CONTENT_MAX = 200_000;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Query of `GET /api/admin/blogs`. */
export const adminBlogListQuerySchema = z.object({
  page: adminPageParam,
  pageSize: adminPageSizeParam,
  /** Case-insensitive match on title and author. */
  q: adminSearchParam,
  category: z.preprocess(blank, z.enum(BLOG_CATEGORIES, { error: BLOG_FORM_MESSAGES.category }).optional()),
  sort: z.preprocess(blank, z.enum(ADMIN_BLOG_SORTS, { error: 'Unknown sort.' }).default('newest')),
  /** Draft, scheduled (public later) or published (public now). */
  status: z.preprocess(blank, z.enum(BLOG_STATUSES, { error: BLOG_STATUS_MESSAGES.status }).optional()),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** A row of the admin blog table. */
export const adminBlogSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(BLOG_CATEGORIES).nullable(),
  author: z.string(),
  /** Publication date-time (ISO 8601): when it went or goes public (a draft: when it was last published or created). */
  date: z.string(),
  /** Draft (not public), scheduled (public at `date`) or published. */
  status: z.enum(BLOG_STATUSES),
  image: z.string(),
  /** All comments, hidden ones included. */
  commentsCount: z.number().int().nonnegative(),
  hiddenComments: z.number().int().nonnegative(),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;

/** Answer of `GET /api/admin/blogs`. */
export const adminBlogListSchema = adminPageSchema(adminBlogSummarySchema).extend({
  /** Posts per state among those matching the search and category (the status filter aside): the count explained. */
  counts: z.object({ draft: z.number().int().nonnegative(), scheduled: z.number().int().nonnegative(), published: z.number().int().nonnegative() }),
});
export type AdminBlogList = z.infer<typeof adminBlogListSchema>;

/** Answer of `GET /api/admin/blogs/{id}`, `POST /api/blogs`, `PUT /api/blogs/{id}`. */
export const adminBlogPostSchema = adminBlogSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** `publishAt`: an ISO date-time with its offset; required when scheduling. */
const publishAtField = z.iso.datetime({ offset: true, error: BLOG_STATUS_MESSAGES.publishAt }).optional();

function requirePublishAt(value: { status?: string; publishAt?: string }, ctx: z.RefinementCtx): void {
  if (value.status === 'scheduled' && !value.publishAt) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: BLOG_STATUS_MESSAGES.publishAtRequired });
}

const statusField = z.enum(BLOG_STATUSES, { error: BLOG_STATUS_MESSAGES.status });

/**
 * Body of `POST /api/blogs` and `PUT /api/blogs/{id}` (spec: title, author, category, content,
 * image), shared with the Add / Edit Blog forms. Category '' (the 'Select Category' placeholder)
 * or null means none. The server sanitises `content` again on every write.
 * `status` omitted: a new post is published now (spec: 'Publish Blog'), an edited one keeps its state.
 */
export const blogPostInputSchema = z.object({
  title: z.string({ error: BLOG_FORM_MESSAGES.titleRequired }).trim().min(1, BLOG_FORM_MESSAGES.titleRequired).max(300, 'At most 300 characters'),
  author: z.string({ error: BLOG_FORM_MESSAGES.authorRequired }).trim().min(1, BLOG_FORM_MESSAGES.authorRequired).max(200, 'At most 200 characters'),
  category: z
    .union([z.enum(BLOG_CATEGORIES), z.literal('')], { error: BLOG_FORM_MESSAGES.category })
    .nullish()
    .transform((value) => value || null),
  content: z.string().max(BLOG_CONTENT_MAX, `At most ${BLOG_CONTENT_MAX} characters`).default(''),
  /** Cover: URL from `POST /api/upload`, or '' when none was chosen. */
  image: imageRefSchema.default(''),
  /** Omitted: kept as they are (on create: none). */
  tags: z
    .array(z.string().max(60))
    .max(20)
    .transform((tags) => tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))
    .optional(),
  /** 'draft' keeps it off the site; 'published' puts it on now (a post already public keeps its date); 'scheduled' at `publishAt`. */
  status: statusField.optional(),
  publishAt: publishAtField,
}).superRefine(requirePublishAt);
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/** Body of `PUT /api/admin/blogs/{id}/status`: publish, unpublish (draft) or schedule a post. */
export const blogStatusInputSchema = z
  .object({ status: statusField, publishAt: publishAtField })
  .superRefine(requirePublishAt);
export type BlogStatusInput = z.infer<typeof blogStatusInputSchema>;

/** Answer of `DELETE /api/blogs/{id}`. */
export const blogDeleteResultSchema = z.object({ outcome: z.literal('deleted'), message: z.string() });
export type BlogDeleteResult = z.infer<typeof blogDeleteResultSchema>;

/** A comment as moderators see it (newest first), hidden ones included. */
export const adminCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  name: z.string(),
  text: z.string(),
  /** ISO 8601 date-time. */
  date: z.string(),
  hidden: z.boolean(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

/** Answer of `GET /api/admin/blogs/{id}/comments`. */
export const adminCommentListSchema = z.array(adminCommentSchema);

/** Body of `PUT /api/admin/comments/{id}`: hide or show the comment. */
export const commentModerationInputSchema = z.object({ hidden: z.boolean({ error: 'hidden must be true or false.' }) });
export type CommentModerationInput = z.infer<typeof commentModerationInputSchema>;
