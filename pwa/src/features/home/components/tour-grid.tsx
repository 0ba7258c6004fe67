import Box from '@mui/material/Box';
import type { Tour } from '@safari/shared/tour';
import type { ToursResult } from '../../../lib/tours/get-tours';
import { TourCard } from '../../../components/tours/tour-card';
import { TourCardSkeleton } from '../../../components/tours/tour-card-skeleton';
import { SectionEmpty, SectionError } from './section-status';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

interface TourGridProps {
  /** The catalogue's state (from `useTours`). */
  query: Pick<ToursResult, 'isPending' | 'isError' | 'isRefetching' | 'refetch'>;
  /** The tours this section shows, already picked from the catalogue. */
  tours: readonly Tour[];
  /** How many skeleton cards stand in while loading. */
  skeletons: number;
  /** Accessible name of the list of skeletons. */
  loadingLabel: string;
  /** The spec's error text (shown with Retry) and empty text. */
  errorMessage: string;
  emptyMessage: string;
}

/** A home section's grid of tour cards with its loading, error (with Retry) and empty states. */
export function TourGrid({ query, tours, skeletons, loadingLabel, errorMessage, emptyMessage }: TourGridProps) {
  if (query.isPending) {
    return (
      <Box component="ul" sx={gridSx} aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <TourCardSkeleton />
          </li>
        ))}
      </Box>
    );
  }
  if (query.isError) return <SectionError message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (tours.length === 0) return <SectionEmpty message={emptyMessage} />;
  return (
    <Box component="ul" sx={gridSx}>
      {tours.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} />
        </li>
      ))}
    </Box>
  );
}
