import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TOURS_LOAD_MORE, TOURS_PAGE_SIZE, TOURS_SKELETONS } from '@safari/shared/constants';
import {
  applyTourFilters,
  countActiveTourFilters,
  EMPTY_TOUR_FILTERS,
  hasDepartureFilter,
  parseTourFilters,
  removeTourFilter,
  tourFiltersToSearch,
  tourLocationOptions,
  type TourFilterKey,
  type TourFilters,
} from '@safari/shared/tour-filters';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { brand } from '../../../lib/theme';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTourList } from '../../../lib/tours/use-tour-list';
import { toursListId } from '@safari/shared/tour-pages';
import { tourImagePreload } from '../../../lib/tours/tour-images';
import type { LcpImages } from '../../../lib/page-head';
import { TourCard } from '../../../components/tours/tour-card';
import { belowFold } from '../../../components/ui/below-fold';
import { TourCardSkeleton } from '../../../components/tours/tour-card-skeleton';
import { TourFilterChips } from '../components/tour-filter-chips';
import { TourFilterPanel } from '../components/tour-filter-panel';
import { useDepartingTours } from '../lib/use-departing-tours';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

// A list with no results, or none to show, is the rare case: its code loads when it is needed.
const states = () => import('../components/tours-list-states');
const ToursEmpty = lazy(() => states().then((module) => ({ default: module.ToursEmpty })));
const ToursLoadError = lazy(() => states().then((module) => ({ default: module.ToursLoadError })));

/** Offline the stored catalogue has no departures: the list shows every date and says so. */
export const DATES_UNAVAILABLE = 'Departure dates need a connection: showing tours on every date.';

/** Cards of the first row load at once, with high priority; the rest lazily. */
const FIRST_ROW = 3;

/** The first card's photo is the page's largest paint on a phone. */
export const lcpImages: LcpImages = (data, url) => {
  const filters = parseTourFilters(url.searchParams);
  const departing = data.departing && data.departing.departFrom === (filters.departFrom ?? null) && data.departing.departTo === (filters.departTo ?? null) ? new Set(data.departing.tourIds) : undefined;
  if (hasDepartureFilter(filters) && !departing) return [];
  const first = data.tours ? applyTourFilters(data.tours, filters, departing)[0] : undefined;
  return first ? [tourImagePreload(first.image, CARD_SIZES)] : [];
};

/**
 * Cards after the first row are laid out and painted only when near the screen: on a phone the
 * first screen shows one card, and the other eight of the server's page were a long task of layout
 * and paint at 4× CPU slowdown. Heights measured at 390 and 1366 px (a card is 539–571 px).
 */
const LATER_CARD_SX = belowFold({ xs: 564, md: 571 });

/** One column on phones, two on tablets, three from 900 px; the container is at most 1200 px. */
const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;


function plural(count: number): string {
  return count === 1 ? 'safari' : 'safaris';
}

function Intro() {
  return (
    <Box sx={{ pt: { xs: 4, md: 7 }, pb: { xs: 2.5, md: 4 } }}>
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: brand.goldDark }}>
          Explore East Africa
        </Typography>
        <Typography id="tours-title" variant="h1" sx={{ mt: 0.5, fontSize: 'clamp(2.1rem, 1.5rem + 2.6vw, 3.25rem)' }}>
          Safari Tours
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 640, color: 'text.secondary', fontSize: { xs: 16, md: 18 }, lineHeight: 1.6 }}>
          Search and filter every safari we run, from Masai Mara migrations to family trips.
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {' '}
            Small groups, expert local guides and lodges we know personally.
          </Box>
        </Typography>
      </Container>
    </Box>
  );
}

/**
 * /tours — the whole catalogue, filtered and sorted in the browser. The filters live in the URL
 * (`q` and `tag` from the header included), so a filtered list can be shared and the back button
 * steps back through earlier filters: every change is a new history entry. A server-rendered list
 * came with its first page only (shared/src/tour-pages.ts): it shows that page until the catalogue
 * is at hand, which Load more or other filters ask for at once.
 */
export default function ToursList() {
  usePageTitle('/tours');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseTourFilters(new URLSearchParams(search)), [search]);
  const tours = useTourList(toursListId(filters));
  const { catalogue, firstPage } = tours;
  const departing = useDepartingTours(filters);
  const isPending = tours.isPending || departing.isPending;
  // The catalogue's results, or the server's first page of them (already filtered and sorted).
  const results = useMemo(() => (catalogue ? applyTourFilters(catalogue, filters, departing.ids) : (firstPage?.tours ?? [])), [catalogue, firstPage, filters, departing.ids]);
  const total = catalogue ? results.length : (firstPage?.total ?? 0);
  const shows = catalogue !== undefined || firstPage !== undefined;
  const locations = useMemo(() => (catalogue ? tourLocationOptions(catalogue) : (firstPage?.locations ?? tourLocationOptions([]))), [catalogue, firstPage]);

  // 9 first, 6 more per 'Load more'; a new set of filters starts again at 9.
  const resultsKey = tourFiltersToSearch(filters);
  const [shown, setShown] = useState({ key: resultsKey, count: TOURS_PAGE_SIZE });
  const visibleCount = shown.key === resultsKey ? shown.count : TOURS_PAGE_SIZE;
  const visible = results.slice(0, visibleCount);
  // Cards asked for beyond the server's first page hold their place until the catalogue arrives.
  const coming = tours.unavailable ? 0 : Math.max(0, Math.min(visibleCount, total) - visible.length);

  // After 'Load more', keyboard focus moves to the first card added (once it is there).
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    const link = listRef.current?.children[index]?.querySelector<HTMLElement>('a[href]');
    if (!link && coming > 0) return;
    focusIndex.current = null;
    link?.focus();
  }, [visibleCount, visible.length, coming]);

  const commit = (next: TourFilters) => {
    const nextSearch = tourFiltersToSearch(next);
    if (nextSearch === search) return;
    setSearchParams(new URLSearchParams(nextSearch));
  };
  const clearAll = () => commit(EMPTY_TOUR_FILTERS);
  const removeFilter = (key: TourFilterKey) => commit(removeTourFilter(filters, key));
  const loadMore = () => {
    focusIndex.current = visibleCount;
    setShown({ key: resultsKey, count: visibleCount + TOURS_LOAD_MORE });
    if (!catalogue) tours.loadAll();
  };

  let status = '';
  if (isPending) status = '';
  else if (shows && total > 0) status = `Showing ${visible.length} of ${total} ${plural(total)}`;
  else if (shows) status = `0 ${plural(0)} found`;

  return (
    <Box
      component="section"
      id="tours"
      aria-labelledby="tours-title"
      sx={{
        // A warm glow behind the heading and the filters that fades out before the cards.
        background:
          'radial-gradient(50% 70% at 92% 0%, rgba(217,164,65,0.22) 0%, rgba(217,164,65,0) 70%), radial-gradient(38% 40% at 0% 45%, rgba(45,106,79,0.07) 0%, rgba(45,106,79,0) 70%)',
        backgroundSize: '100% 640px',
        backgroundRepeat: 'no-repeat',
      }}
    >
      <Intro />
      <Container maxWidth="lg" sx={{ pb: { xs: 8, md: 10 } }}>
        <TourFilterPanel filters={filters} locations={locations} onApply={commit} onClear={clearAll} />
        <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
          <TourFilterChips filters={filters} onRemove={removeFilter} />
        </Box>
        {departing.unavailable && <Typography sx={{ mt: 1.5, fontSize: 14, color: 'text.secondary' }}>{DATES_UNAVAILABLE}</Typography>}

        {/* A floor under the results so the footer does not jump up while loading or on an error. */}
        <Box sx={{ mt: 3, minHeight: { xs: 320, md: 420 } }}>
          <Typography
            role="status"
            sx={[{ mb: 2, fontWeight: 600, color: 'text.secondary', fontSize: 15 }, !(shows && total > 0) && visuallyHidden]}
          >
            {status}
          </Typography>

          {isPending ? (
            <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading tours">
              {Array.from({ length: TOURS_SKELETONS }, (_, index) => (
                <li key={index}>
                  <TourCardSkeleton />
                </li>
              ))}
            </Box>
          ) : !shows ? (
            <Suspense>
              <ToursLoadError onRetry={() => void tours.refetch()} retrying={tours.isFetching} />
            </Suspense>
          ) : total === 0 ? (
            <Suspense>
              <ToursEmpty filtered={countActiveTourFilters(filters) > 0} onClear={clearAll} />
            </Suspense>
          ) : (
            <>
              <Box component="ul" ref={listRef} sx={gridSx} aria-label="Tours" aria-busy={coming > 0 || undefined}>
                {visible.map((tour, index) => (
                  <Box component="li" key={tour.id} sx={index < FIRST_ROW ? undefined : LATER_CARD_SX}>
                    <TourCard tour={tour} headingLevel="h2" imageSizes={CARD_SIZES} priority={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : undefined} />
                  </Box>
                ))}
                {Array.from({ length: coming }, (_, index) => (
                  <li key={`coming-${index}`}>
                    <TourCardSkeleton />
                  </li>
                ))}
              </Box>
              {visibleCount < total && (
                <Box sx={{ mt: { xs: 4, md: 5 }, display: 'flex', justifyContent: 'center' }}>
                  <Button variant="outlined" size="large" onClick={loadMore} sx={{ minWidth: 200, borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}>
                    Load more
                  </Button>
                </Box>
              )}
            </>
          )}
        </Box>
      </Container>
    </Box>
  );
}
