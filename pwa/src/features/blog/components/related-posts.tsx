import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@safari/shared/blog';
import { BlogCard } from './blog-card';

/** Other posts of the same category, as small cards. */
export function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-heading">
      <Typography id="related-heading" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2.5 }}>
        Related Posts
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel="h3" />
          </li>
        ))}
      </Box>
    </Box>
  );
}
