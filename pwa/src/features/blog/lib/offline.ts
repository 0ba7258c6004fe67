/**
 * The built-in offline defaults (content/offline-blog.ts) in the shapes of the API, filtered and
 * paged like the API does, for when the API cannot be reached.
 */
import type { BlogComment, BlogList, BlogPost, BlogPostSummary } from '@safari/shared/blog';
import type { BlogCategory } from '@safari/shared/enums';
import { offlineSamplePosts, sampleComments, type OfflinePost } from '../../../content/offline-blog';
import { listPosts } from '@safari/shared/blog-pages';

function toPost(sample: OfflinePost): BlogPost {
  const { contentHtml, ...rest } = sample;
  return { ...rest, tags: [...rest.tags], author: { ...rest.author }, content: contentHtml, likes: 0, commentsCount: sampleComments.length, liked: false, createdAt: sample.date, updatedAt: sample.date };
}

function toSummary(post: BlogPost): BlogPostSummary {
  const { content: _content, liked: _liked, createdAt: _createdAt, updatedAt: _updatedAt, ...summary } = post;
  return summary;
}

/** A page of the sample posts, newest first, with the filters applied. */
export function offlinePostList(params: { q?: string; category?: BlogCategory | null; page?: number; limit?: number }): BlogList {
  return listPosts(
    offlineSamplePosts.map(toPost).map((post) => ({ ...toSummary(post), content: post.content })),
    params,
  );
}

/** The sample post with this id or slug, else the first sample post. */
export function offlinePost(idOrSlug: string): BlogPost {
  const key = idOrSlug.trim().toLowerCase();
  const sample = offlineSamplePosts.find((post) => post.id === key || post.slug === key) ?? offlineSamplePosts[0];
  if (!sample) throw new Error('The offline sample posts are missing');
  return toPost(sample);
}

/** Up to `limit` other sample posts, those of the same category first. */
export function offlineRelated(post: Pick<BlogPost, 'slug' | 'category'>, limit = 3): BlogPostSummary[] {
  const others = offlineSamplePosts.map(toPost).filter((other) => other.slug !== post.slug);
  const sameFirst = [...others.filter((other) => other.category === post.category), ...others.filter((other) => other.category !== post.category)];
  return sameFirst.slice(0, limit).map(toSummary);
}

/** The sample comments in the API's shape. */
export function offlineComments(): BlogComment[] {
  return sampleComments.map((comment) => ({ id: comment.id, name: comment.name, text: comment.text, date: comment.date }));
}
