import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';

// Only shown for a tour that does not exist: not part of a tour page's or a booking's first load.
const NotFoundScreen = lazy(() => import('./not-found-screen').then((module) => ({ default: module.NotFoundScreen })));

/** 'Tour not found' with the way back to the tours: a tour page or a booking of a tour that does not exist. */
export function TourNotFound({ title = 'Tour not found', text }: { title?: string; text: string }) {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen
        title={title}
        documentTitle="Tour not found"
        text={text}
        actions={
          <Button href="/tours" variant="contained" size="large" sx={{ mt: 4 }}>
            Browse Tours
          </Button>
        }
      />
    </Suspense>
  );
}
