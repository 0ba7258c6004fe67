import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BlogList } from '@safari/shared/blog';
import { blogListId, readBlogListParams, writeBlogListParams, type BlogListParams } from '@safari/shared/blog-pages';
import { BLOG_PAGE_SIZE } from '@safari/shared/constants';
import type { BlogCategory } from '@safari/shared/enums';
import { useSearchParams } from 'react-router';
import { belowFold } from '../../../components/ui/below-fold';
import { brand } from '../../../lib/theme';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePostList } from '../api/get-posts';
import type { LcpImages } from '../../../lib/page-head';
import { BlogCard, CARD_SIZES } from '../components/blog-card';
import { coverPreload } from '../components/blog-image';
import { BlogCardSkeleton } from '../components/blog-card-skeleton';
import { BlogSearch } from '../components/blog-search';
import { CategoryChips } from '../components/category-chips';
import { Pagination } from '../components/pagination';
import { useOfflineDefaults } from '../lib/use-offline-defaults';

export const BLOG_LIST_TEXT = {
  heading: 'Travel Guides & Blog',
  intro: 'Field notes from our guides and planners: when to go, what to pack, and the stories behind the parks.',
  error: 'Unable to load blog posts at the moment. Showing offline defaults.',
  empty: 'No posts match your filters.',
} as const;

const grid = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

function ErrorBanner({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Box
      role="alert"
      sx={{
        mb: 3,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        border: '1px solid #E8C77E',
        bgcolor: '#FFF6E0',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <WifiOffIcon aria-hidden="true" sx={{ color: brand.goldDark }} />
      <Typography sx={{ flex: '1 1 240px', fontWeight: 600, color: '#5C3D0A' }}>{BLOG_LIST_TEXT.error}</Typography>
      <Button variant="outlined" onClick={onRetry} disabled={retrying} startIcon={<RefreshIcon aria-hidden="true" />} sx={{ borderColor: brand.goldDark, color: '#5C3D0A', bgcolor: '#FFFFFF' }}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Box>
  );
}

function EmptyState({ onReset }: { onReset(): void }) {
  return (
    <Box sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}>
      <Box sx={{ mx: 'auto', width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(217,164,65,0.18)', color: brand.goldDark }}>
        <SearchOffIcon sx={{ fontSize: 32 }} aria-hidden="true" />
      </Box>
      <Typography role="status" sx={{ mt: 2, fontSize: 18, fontWeight: 600 }}>
        {BLOG_LIST_TEXT.empty}
      </Typography>
      <Button variant="contained" onClick={onReset} sx={{ mt: 3 }}>
        Reset filters
      </Button>
    </Box>
  );
}

/** Cards of the first row load at once, with high priority; the rest lazily. */
const FIRST_ROW = 3;

/**
 * The cards after the first row: laid out and painted only when they come near the screen, as on
 * the tours list (a phone's first screen shows one card). Heights measured at 390 and 1366 px (a
 * card is 477–503 px).
 */
const LATER_CARD_SX = belowFold({ xs: 485, md: 483 });

/** The first card's cover is the page's largest paint on a phone (the page data holds the URL's page of posts). */
export const lcpImages: LcpImages = (data, url) => {
  const first = data.postPage?.list === blogListId(readBlogListParams(url.searchParams)) ? data.posts?.[0] : undefined;
  return first ? [coverPreload(first.image, CARD_SIZES)] : [];
};

/** /blog — 'Travel Guides & Blog': search, categories, cards and pagination, all kept in the URL. */
export default function BlogListPage() {
  usePageTitle('/blog');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readBlogListParams(searchParams);
  const query = usePostList(params);

  const update = (next: Partial<BlogListParams>, options: { replace?: boolean } = {}) => {
    setSearchParams(writeBlogListParams({ ...params, ...next }), { replace: options.replace ?? false });
  };

  const failed = query.isError;
  const offline = useOfflineDefaults(failed);
  // The built-in sample posts only when the API cannot be reached and nothing is kept offline.
  const list: BlogList | undefined = failed ? offline?.offlinePostList({ q: params.q, category: params.category, page: params.page }) : query.data;
  const categories: readonly BlogCategory[] = list?.categories ?? [];
  const hrefOf = (page: number) => blogListId({ ...params, page });

  return (
    <Box sx={{ pb: { xs: 7, md: 10 } }}>
      <Box sx={{ position: 'relative', overflow: 'hidden', bgcolor: brand.greenDark, color: '#FFFFFF', '--focus-ring': brand.focusOnDark }}>
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'radial-gradient(70% 90% at 100% 0%, rgba(217,164,65,0.35) 0%, rgba(217,164,65,0) 60%), radial-gradient(50% 70% at 0% 100%, rgba(45,106,79,0.7) 0%, rgba(45,106,79,0) 70%)',
          }}
        />
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
          <Typography variant="overline" component="p" sx={{ color: brand.goldLight }}>
            Stories & advice
          </Typography>
          <Typography variant="h1" sx={{ mt: 0.5, fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.5rem)' }}>
            {BLOG_LIST_TEXT.heading}
          </Typography>
          <Typography sx={{ mt: 1.5, maxWidth: 620, fontSize: { xs: 16, md: 18 }, lineHeight: 1.6, color: 'rgba(255,255,255,0.88)' }}>{BLOG_LIST_TEXT.intro}</Typography>
          <Box sx={{ mt: 3 }}>
            <BlogSearch value={params.q} category={params.category} onSearch={(q) => update({ q, page: 1 }, { replace: true })} />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
        <Box sx={{ mb: 3, minHeight: 40 }}>{categories.length > 0 && <CategoryChips categories={categories} selected={params.category} q={params.q} onSelect={(category) => update({ category, page: 1 })} />}</Box>

        {failed && <ErrorBanner onRetry={() => void query.refetch()} retrying={query.isFetching} />}

        <Box aria-busy={query.isPending} aria-live="polite">
          {query.isPending || (failed && !list) ? (
            <>
              <Box role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Loading posts…
              </Box>
              <Box component="ul" sx={grid}>
                {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
                  <li key={index}>
                    <BlogCardSkeleton />
                  </li>
                ))}
              </Box>
            </>
          ) : list && list.items.length > 0 ? (
            <>
              <Typography sx={{ mb: 2, color: 'text.secondary', fontSize: 14 }}>
                {list.total === 1 ? '1 post' : `${list.total} posts`}
                {params.q && ` for “${params.q}”`}
                {params.category && ` in ${params.category}`}
              </Typography>
              <Box component="ul" sx={grid}>
                {list.items.map((post, index) => (
                  <Box component="li" key={post.id} sx={index < FIRST_ROW ? undefined : LATER_CARD_SX}>
                    <BlogCard post={post} priority={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : undefined} />
                  </Box>
                ))}
              </Box>
              <Pagination page={params.page} totalPages={list.totalPages} hrefOf={hrefOf} />
            </>
          ) : (
            <EmptyState onReset={() => setSearchParams(new URLSearchParams())} />
          )}
        </Box>
      </Container>
    </Box>
  );
}
