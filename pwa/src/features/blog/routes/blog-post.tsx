import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@safari/shared/blog';
import { lazy, memo, Suspense, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { brand } from '../../../lib/theme';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useWithinReach } from '../../../components/ui/near-viewport';
import { signOut, useSession } from '../../../lib/session';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { usePost } from '../api/get-post';
import { useRelatedPosts } from '../api/get-posts';
import { CategoryBadge, Initials, ReadTimeBadge } from '../components/badges';
import type { LcpImages } from '../../../lib/page-head';
import { BlogImage, coverPreload } from '../components/blog-image';
import { LikeButton } from '../components/like-button';
import { PostSkeleton } from '../components/post-skeleton';
import { ShareActions } from '../../../components/share/share-actions';
import { SignInPrompt } from '../components/sign-in-prompt';
import { TableOfContents } from '../components/table-of-contents';
import { DEFAULT_LIST_CATEGORY, formatPostDate, initials, isoDay } from '../lib/format';
import { prepareContent } from '../lib/post-content';
import { useOfflineDefaults } from '../lib/use-offline-defaults';

// Below the fold: loaded right after the article, not before it.
const CommentsSection = lazy(() => import('../components/comments-section').then((module) => ({ default: module.CommentsSection })));
const PostNotFound = lazy(() => import('../components/post-not-found'));
const RelatedPosts = lazy(() => import('../components/related-posts').then((module) => ({ default: module.RelatedPosts })));

/** Said under the excerpt of a post that was listed but never opened, when the API cannot be reached. */
export const PARTIAL_NOTE = 'You are offline and this guide has not been saved on this phone yet. The full text will show when you are back online.';

/** The cover (full width, up to its 1600 px original) is the page's largest paint. */
const COVER_ORIGINAL_WIDTH = 1600;
const COVER_SIZES = '100vw';

export const lcpImages: LcpImages = (data) => (data.post ? [coverPreload(data.post.image, COVER_SIZES, COVER_ORIGINAL_WIDTH)] : []);

function BackToBlog() {
  return (
    <Button href="/blog" startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ color: brand.green, fontWeight: 700, px: 1 }}>
      Back to Blog
    </Button>
  );
}

function PostHero({ post }: { post: BlogPost }) {
  const date = formatPostDate(post.date);
  return (
    <Box component="header" sx={{ position: 'relative', isolation: 'isolate', color: '#FFFFFF', bgcolor: brand.greenDark, minHeight: { xs: 400, md: 500 }, display: 'flex', alignItems: 'flex-end', '--focus-ring': brand.focusOnDark }}>
      <Box sx={{ position: 'absolute', inset: 0, zIndex: -2, overflow: 'hidden' }}>
        <BlogImage image={post.image} alt="" originalWidth={COVER_ORIGINAL_WIDTH} sizes={COVER_SIZES} loading="eager" fetchPriority="high" decoding="async" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, zIndex: -1, background: 'linear-gradient(180deg, rgba(10,14,12,0.35) 0%, rgba(10,14,12,0.1) 35%, rgba(10,14,12,0.55) 65%, rgba(10,14,12,0.9) 100%)' }} />
      <Container maxWidth="lg" sx={{ pt: 10, pb: { xs: 4, md: 6 } }}>
        <Box sx={{ maxWidth: 860 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <CategoryBadge category={post.category ?? DEFAULT_LIST_CATEGORY} />
            <ReadTimeBadge minutes={post.readTime} />
          </Box>
          <Typography variant="h1" sx={{ mt: 2, fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.4rem)', textShadow: '0 2px 24px rgba(0,0,0,0.35)' }}>
            {post.title}
          </Typography>
          <Box sx={{ mt: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Initials name={post.author.name} text={initials(post.author.name)} size={44} />
            <Box sx={{ lineHeight: 1.35 }}>
              <Box sx={{ fontWeight: 700 }}>{post.author.name}</Box>
              <Box sx={{ fontSize: 14, color: 'rgba(255,255,255,0.85)' }}>
                {post.author.title}
                {date && ' · '}
                {date && <time dateTime={isoDay(post.date)}>{date}</time>}
              </Box>
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

const contentSx = {
  fontSize: { xs: 17, md: 18 },
  lineHeight: 1.75,
  color: '#2A302C',
  overflowWrap: 'break-word',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 2 },
  '& h1, & h2, & h3, & h4': { fontFamily: '"Playfair Display", Georgia, serif', color: brand.charcoal, lineHeight: 1.25, mt: 5, mb: 1.5, scrollMarginTop: '96px' },
  '& h1, & h2': { fontSize: { xs: '1.55rem', md: '1.85rem' } },
  '& h3': { fontSize: { xs: '1.25rem', md: '1.4rem' } },
  '& ul, & ol': { pl: 3, my: 2 },
  '& li': { my: 0.75 },
  '& a': { color: brand.green, fontWeight: 600, textDecorationThickness: '1px', textUnderlineOffset: '3px' },
  '& blockquote': { m: 0, my: 3, py: 1.5, px: 2.5, borderLeft: `4px solid ${brand.gold}`, bgcolor: '#FFFFFF', borderRadius: '0 12px 12px 0', fontStyle: 'italic', color: '#3A403C' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 3, my: 2 },
  '& figure': { mx: 0, my: 3 },
  '& figure img': { display: 'block', my: 0 },
  '& figcaption': { mt: 1, fontSize: { xs: 14, md: 15 }, lineHeight: 1.5, color: '#5A605C' },
  '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
  '& pre': { overflowX: 'auto', p: 2, bgcolor: '#FFFFFF', borderRadius: 2 },
} as const;

/** The built-in sample post's companions, shown only with it (see useOfflineDefaults). */
type OfflineSample = NonNullable<ReturnType<typeof useOfflineDefaults>>;

interface PostViewProps {
  post: BlogPost;
  /** Only the summary is kept on this phone and the API cannot be reached. */
  partial: boolean;
  /** Set when `post` is the built-in sample post: its sample comments and related posts go with it. */
  sample: OfflineSample | undefined;
}

/** The room the comments take before they load (the server's HTML holds this much, empty). */
const COMMENTS_PLACEHOLDER_PX = 240;

/**
 * The comments under a post, with their own queries: when they arrive (after the page is up), only
 * this section renders again, not the article above it. The form is there at once; the comments
 * are fetched (with the API client and the schemas that check them) once the reader comes near
 * them (components/ui/near-viewport): a post read only at the top does not download them.
 */
function PostComments({ post, sample }: { post: BlogPost; sample: OfflineSample | undefined }) {
  const section = useRef<HTMLDivElement>(null);
  const near = useWithinReach(section);
  const session = useSession();
  const { add, pending, queued } = useAddComment(post.id);
  const query = useComments(sample || !near ? undefined : post.id);
  return (
    <div ref={section}>
      <Suspense fallback={<Box sx={{ minHeight: COMMENTS_PLACEHOLDER_PX }} />}>
        <CommentsSection
          comments={sample ? sample.offlineComments() : (query.data ?? [])}
          state={sample ? 'ready' : query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
          onRetry={() => void query.refetch()}
          signedInAs={session ? (session.user.name.trim().split(/\s+/)[0] ?? '') : null}
          add={add}
          pending={pending}
          queued={queued}
          onUnauthorized={signOut}
          signInPrompt={(message, action) => <SignInPrompt message={message} action={action} />}
        />
      </Suspense>
    </div>
  );
}

/**
 * Posts of the same category, below the article; like the comments, it renders on its own, and
 * they are fetched once the reader comes near the end of the post.
 */
function PostRelated({ post, sample }: { post: BlogPost; sample: OfflineSample | undefined }) {
  const end = useRef<HTMLDivElement>(null);
  const near = useWithinReach(end);
  const fetched = useRelatedPosts(sample || !near ? undefined : post);
  const related = sample ? sample.offlineRelated(post) : fetched;
  return (
    <div ref={end}>
      {related.length > 0 && (
        <Box sx={{ mt: { xs: 6, md: 8 }, pt: { xs: 4, md: 5 }, borderTop: 1, borderColor: 'divider' }}>
          <Suspense fallback={null}>
            <RelatedPosts posts={related} />
          </Suspense>
        </Box>
      )}
    </div>
  );
}

/** Memoised: the page's hooks answer again when the offline store or the session changes, mostly with the same post. */
const PostView = memo(function PostView({ post, partial, sample }: PostViewProps) {
  useDocumentTitle(post.title);
  const content = useMemo(() => prepareContent(post.content), [post.content]);
  return (
    <Box component="article" sx={{ pb: { xs: 7, md: 10 } }}>
      <PostHero post={post} />
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
        <BackToBlog />
        <Box
          sx={{
            mt: { xs: 2, md: 3 },
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: content.headings.length > 0 ? 'minmax(0, 1fr) 300px' : 'minmax(0, 820px)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, pb: 2.5, mb: 3, borderBottom: 1, borderColor: 'divider' }}>
              <LikeButton key={post.id} postId={post.id} likes={post.likes} liked={post.liked} />
              <ShareActions title={post.title} text={post.excerpt} path={`/blog/${encodeURIComponent(post.slug)}`} />
            </Box>
            {content.headings.length > 0 && (
              <Box sx={{ display: { md: 'none' }, mb: 3 }}>
                <TableOfContents headings={content.headings} defaultOpen={false} />
              </Box>
            )}
            {/* Sanitised twice: by the API with the shared allow-list, and here again by prepareContent. */}
            {partial ? (
              <Box data-testid="post-content" sx={contentSx}>
                <p>{post.excerpt}</p>
                <Box role="note" sx={{ mt: 3, p: 2, borderRadius: 3, bgcolor: '#FFF6E0', border: '1px solid #E8C77E', color: '#5C3D0A', fontSize: 16, fontWeight: 600 }}>
                  {PARTIAL_NOTE}
                </Box>
              </Box>
            ) : (
              <Box data-testid="post-content" sx={contentSx} dangerouslySetInnerHTML={{ __html: content.html }} />
            )}
            {post.tags.length > 0 && (
              <Box component="ul" aria-label="Tags" sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, listStyle: 'none' }}>
                {post.tags.map((tag) => (
                  <Box component="li" key={tag} sx={{ fontSize: 13, fontWeight: 600, color: brand.green, bgcolor: '#E8F0EA', px: 1.5, py: 0.5, borderRadius: 999 }}>
                    #{tag}
                  </Box>
                ))}
              </Box>
            )}
            <PostComments post={post} sample={sample} />
          </Box>
          {content.headings.length > 0 && (
            <Box component="aside" aria-label="In this post" sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 96, maxHeight: 'calc(100vh - 120px)', overflowY: 'auto' }}>
              <TableOfContents headings={content.headings} defaultOpen />
            </Box>
          )}
        </Box>
        <PostRelated post={post} sample={sample} />
      </Container>
    </Box>
  );
});

/**
 * /blog/:id — one post by slug or id, offline-first (see usePost). When the API cannot be reached
 * and the post is not kept on this phone, a built-in sample post with sample comments and related
 * posts is shown instead (offline defaults).
 */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const result = usePost(id);
  const unreachable = result.state === 'unreachable';
  const offline = useOfflineDefaults(unreachable);
  const post = result.state === 'ready' ? result.post : unreachable ? offline?.offlinePost(id) : undefined;

  if (result.state === 'not-found') {
    return (
      <Suspense fallback={<PostSkeleton />}>
        <PostNotFound />
      </Suspense>
    );
  }
  if (!post) return <PostSkeleton />;

  // Sample comments and related posts go only with the sample post: a real post never shows invented comments.
  return <PostView post={post} partial={result.state === 'ready' && result.partial} sample={result.state === 'ready' ? undefined : offline} />;
}
