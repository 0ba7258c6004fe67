/** Test data: the summary of post `n` (for the tests of the blog list, in shared and in the app). */
import type { BlogPostSummary } from './blog';

export function blogPostSummary(n: number): BlogPostSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: 'An excerpt.',
    image: '',
    category: 'Travel Tips',
    date: new Date(Date.UTC(2025, 0, n)).toISOString(),
    readTime: 3,
    tags: [],
    author: { name: 'Amani Otieno', title: 'Guide', avatar: '' },
    likes: 0,
    commentsCount: 0,
  };
}
