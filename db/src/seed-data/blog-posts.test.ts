import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, type BlogCategory } from '@safari/shared/enums';
import { MIN_READ_MINUTES, READ_WORDS_PER_MINUTE } from '@safari/shared/constants';
import { blogCoverScenes } from './blog-covers';
import { seedBlogPosts } from './blog-posts';

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

function wordCount(html: string): number {
  return plainText(html).split(/\s+/).filter((word) => word !== '').length;
}

/** The spec's read time: max(3, round(words / 180)) minutes. */
function readMinutes(html: string): number {
  return Math.max(MIN_READ_MINUTES, Math.round(wordCount(html) / READ_WORDS_PER_MINUTE));
}

describe('seed blog posts', () => {
  it('has at least 12 posts with unique, database-valid slugs', () => {
    expect(seedBlogPosts.length).toBeGreaterThanOrEqual(12);
    const slugs = seedBlogPosts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives every category at least two published posts', () => {
    for (const category of BLOG_CATEGORIES) {
      const published = seedBlogPosts.filter((post) => post.isPublished && post.category === category);
      expect(published.length, category).toBeGreaterThanOrEqual(2);
    }
    for (const post of seedBlogPosts) {
      expect(BLOG_CATEGORIES as readonly BlogCategory[]).toContain(post.category);
    }
  });

  it('has exactly one unpublished draft', () => {
    expect(seedBlogPosts.filter((post) => !post.isPublished)).toHaveLength(1);
  });

  it('fills every field and uses blog-<slug>.webp covers with a scene hint each', () => {
    for (const post of seedBlogPosts) {
      expect(post.title.trim(), post.slug).not.toBe('');
      expect(post.title.length, post.slug).toBeLessThanOrEqual(300);
      expect(post.author.trim(), post.slug).not.toBe('');
      expect(post.excerpt.trim(), post.slug).not.toBe('');
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.coverImage).toBe(`blog-${post.slug}.webp`);
      expect(blogCoverScenes[post.coverImage], post.coverImage).toBeDefined();
    }
    expect(Object.keys(blogCoverScenes).sort()).toEqual(seedBlogPosts.map((post) => post.coverImage).sort());
  });

  it('has 2 to 4 authors and publication dates spread over 2025 and 2026', () => {
    const authors = new Set(seedBlogPosts.map((post) => post.author));
    expect(authors.size).toBeGreaterThanOrEqual(2);
    expect(authors.size).toBeLessThanOrEqual(4);
    const years = new Set<number>();
    for (const post of seedBlogPosts) {
      expect(post.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${post.publishedAt}T00:00:00Z`);
      expect(Number.isNaN(date.getTime()), post.slug).toBe(false);
      expect(date.toISOString().slice(0, 10)).toBe(post.publishedAt);
      years.add(date.getUTCFullYear());
    }
    expect([...years].sort()).toEqual([2025, 2026]);
  });

  it('gives each post at least three h2/h3 headings for the jump-to-section list', () => {
    for (const post of seedBlogPosts) {
      const headings = post.contentHtml.match(/<h[23]>[^<]+<\/h[23]>/g) ?? [];
      expect(headings.length, post.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('contains only safe, clean semantic HTML', () => {
    for (const post of seedBlogPosts) {
      const html = post.contentHtml;
      expect(html, post.slug).not.toMatch(/<script/i);
      expect(html, post.slug).not.toMatch(/\son\w+\s*=/i);
      expect(html, post.slug).not.toMatch(/javascript:/i);
      expect(html, post.slug).not.toMatch(/style\s*=/i);
      expect(html, post.slug).not.toMatch(/<img/i);
      expect(html, post.slug).not.toMatch(/lorem ipsum/i);
      for (const [, name] of html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)) {
        expect(ALLOWED_TAGS.has(name!.toLowerCase()), `${post.slug}: <${name}>`).toBe(true);
      }
      // Balanced tags: every opening tag is closed.
      for (const tag of ALLOWED_TAGS) {
        const opened = html.match(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'))?.length ?? 0;
        const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
        expect(closed, `${post.slug}: <${tag}>`).toBe(opened);
      }
    }
  });

  it('uses only https links, marked as the API sanitiser marks links out of the site', () => {
    for (const post of seedBlogPosts) {
      for (const [tag] of post.contentHtml.matchAll(/<a\b[^>]*>/gi)) {
        expect(tag, post.slug).toMatch(/^<a href="https:\/\/[^"\s]+" rel="noopener noreferrer nofollow">$/);
      }
    }
  });

  it('is 600 to 1200 words per post, so every read time is at least 3 minutes', () => {
    for (const post of seedBlogPosts) {
      const words = wordCount(post.contentHtml);
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1200);
      expect(readMinutes(post.contentHtml), post.slug).toBeGreaterThanOrEqual(3);
    }
  });
});
