import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { tourInputSchema, type AdminTourSummary } from '@safari/shared/admin-tours';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { adminTourQuery, messageOf, useTourMutations } from '../api/admin-api';
import { draftOf, formValuesOf } from './tour-form';

/**
 * The Status cell of the tours list: a switch that publishes or unpublishes the tour with the tour
 * API (the whole tour, read fresh, saved with only the flag changed), and its state in words. The
 * cell has one width whatever the state, so the columns never move.
 */
export function PublishSwitch({ tour }: { tour: AdminTourSummary }) {
  const client = useQueryClient();
  const { save } = useTourMutations();
  /** The state asked for while the save runs (shown at once); null when none is running. */
  const [pending, setPending] = useState<boolean | null>(null);
  const published = pending ?? tour.isPublished;

  async function toggle(next: boolean) {
    setPending(next);
    try {
      const full = await client.fetchQuery(adminTourQuery(tour.id));
      const input = tourInputSchema.parse({ ...formValuesOf({ ...draftOf(full), isPublished: next }), schedule: full.schedule });
      await save.mutateAsync({ id: tour.id, input });
      showToast(next ? `${tour.name} is published.` : `${tour.name} is unpublished: it is no longer on the site.`, { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, next ? 'The tour could not be published. Try again.' : 'The tour could not be unpublished. Try again.'), { severity: 'error', durationMs: 4_000 });
    } finally {
      setPending(null);
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: 170, whiteSpace: 'nowrap' }}>
      <Switch
        checked={published}
        disabled={pending !== null}
        onChange={(event) => void toggle(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Published: ${tour.name}` } }}
        // 44 px to tap, drawn as the theme's switch: a larger hit area around the same thumb and track.
        sx={{ height: 44, padding: '15px 12px', '& .MuiSwitch-switchBase': { padding: '12px', left: '-3px' } }}
      />
      <Box component="span" sx={{ fontSize: 14, color: published ? 'success.dark' : 'text.secondary', fontWeight: 600 }} aria-hidden>
        {published ? 'Published' : 'Unpublished'}
      </Box>
    </Box>
  );
}
