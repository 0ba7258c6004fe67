import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@safari/shared/blog';
import { useNavigate } from 'react-router';
import { brand } from '../../../lib/theme';
import { DEFAULT_LIST_CATEGORY, formatPostDate, initials, isoDay } from '../lib/format';
import { CategoryBadge, Initials, ReadTimeBadge } from './badges';
import { BlogImage } from './blog-image';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/** The look of MUI's Card in this theme, on a plain element (Card would add its own chunk to the route). */
export const cardSurface = {
  bgcolor: '#FFFFFF',
  borderRadius: '16px',
  overflow: 'hidden',
  border: '1px solid rgba(30,36,32,0.08)',
  boxShadow: '0 1px 2px rgba(30,36,32,0.05), 0 8px 24px rgba(30,36,32,0.06)',
} as const;


/** Full width on phones, half on tablets, a third of the 1200 px container on desktop. */
export const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw';

export function postPath(post: Pick<BlogPostSummary, 'slug' | 'id'>): string {
  return `/blog/${encodeURIComponent(post.slug || post.id)}`;
}

interface BlogCardProps {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  /** Smaller text for the related posts beside an article. */
  compact?: boolean;
  /**
   * In the first row of a list page the cover loads at once ('eager'), the first card's with high
   * priority too ('high', the page's largest paint on a phone); elsewhere lazily.
   */
  priority?: 'high' | 'eager';
}

/** A post in a list: cover with category and read time, title, date and author, excerpt, Read More. */
export function BlogCard({ post, headingLevel = 'h2', compact = false, priority }: BlogCardProps) {
  const navigate = useNavigate();
  const path = postPath(post);
  const date = formatPostDate(post.date);
  return (
    <Box
      component="article"
      // A tap anywhere opens the post; keyboard and screen-reader users get the one Read More link.
      onClick={(event) => {
        if (!(event.target instanceof Element) || event.target.closest('a, button')) return;
        if (window.getSelection()?.toString()) return;
        void navigate(path);
      }}
      sx={{
        ...cardSurface,
        cursor: 'pointer',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        '@media (hover: hover)': {
          '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 2px 4px rgba(30,36,32,0.06), 0 16px 40px rgba(30,36,32,0.14)' },
          '&:hover img': { transform: 'scale(1.04)' },
        },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden', bgcolor: brand.sandDeep }}>
        <BlogImage
          image={post.image}
          alt=""
          sizes={CARD_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          width={800}
          height={500}
          style={{ width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 400ms ease' }}
        />
        <Box sx={{ position: 'absolute', top: 12, left: 12, right: 12, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 0.75 }}>
          <CategoryBadge category={post.category ?? DEFAULT_LIST_CATEGORY} />
          <ReadTimeBadge minutes={post.readTime} />
        </Box>
      </Box>
      <Box sx={{ p: compact ? 2 : 2.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: compact ? '1.08rem' : '1.25rem', lineHeight: 1.3 }}>
          {post.title}
        </Typography>
        <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>
          {date && <time dateTime={isoDay(post.date)}>{date}</time>}
          {date && ' · '}
          {post.author.name}
        </Typography>
        {!compact && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', lineHeight: 1.6, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {post.excerpt}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Initials name={post.author.name} text={initials(post.author.name)} size={compact ? 30 : 36} />
            {!compact && (
              <Typography component="span" sx={{ fontSize: 14, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {post.author.name}
              </Typography>
            )}
          </Box>
          <Button
            href={path}
            size="small"
            endIcon={<ArrowForwardIcon aria-hidden="true" />}
            // The visible text stays short; the link's name names the post, and so does its text for
            // search engines (the hidden part: Lighthouse's link-text audit reads the text, not the label).
            aria-label={`Read More: ${post.title}`}
            sx={{ flexShrink: 0, color: brand.green, fontWeight: 700 }}
          >
            Read More
            <Box component="span" sx={visuallyHidden}>
              : {post.title}
            </Box>
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
