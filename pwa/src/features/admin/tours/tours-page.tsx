import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { ADMIN_TOUR_SORTS, type AdminTour, type AdminTourSort, type AdminTourSummary } from '@safari/shared/admin-tours';
import { SEARCH_DEBOUNCE_MS } from '@safari/shared/constants';
import { TOUR_LOCATIONS } from '@safari/shared/enums';
import { formatUsd } from '@safari/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { adminTourQuery, messageOf, useAdminTours, useTourMutations } from '../api/admin-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListToolbar, Pager } from '../components/list-toolbar';
import { LoadError } from '../components/panel-states';
import { useDebouncedSearch, useListParams } from '../lib/list-params';
import { TourFormDialog } from './tour-form-dialog';
import { TourPreviewDialog } from './tour-preview-dialog';

const SORT_LABELS: Record<AdminTourSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'duration-asc': 'Duration: shortest first',
  'duration-desc': 'Duration: longest first',
};

type Modal = { kind: 'preview'; tour: AdminTourSummary } | { kind: 'add' } | { kind: 'edit'; tour: AdminTour } | { kind: 'delete'; tour: AdminTourSummary } | null;

/** `/admin/tours`: the tours table, paged on the server, with Preview, Add, Edit and Delete. */
export default function ToursPage() {
  const { values, page, update } = useListParams(['q', 'location', 'sort'] as const);
  const sort = (ADMIN_TOUR_SORTS as readonly string[]).includes(values.sort) ? (values.sort as AdminTourSort) : undefined;
  const params = { page, q: values.q || undefined, location: values.location || undefined, sort };
  const { data, error, isFetching, refetch } = useAdminTours(params);
  const commitSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const [search, setSearch] = useDebouncedSearch(values.q, commitSearch, SEARCH_DEBOUNCE_MS);
  const [modal, setModal] = useState<Modal>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const client = useQueryClient();
  const { remove } = useTourMutations();
  const locations = data?.locations ?? [...TOUR_LOCATIONS];

  async function openEdit(row: AdminTourSummary) {
    setOpening(row.id);
    try {
      setModal({ kind: 'edit', tour: await client.fetchQuery(adminTourQuery(row.id)) });
    } catch (failure) {
      showToast(messageOf(failure, 'Could not open the tour. Try again.'), { severity: 'error', durationMs: 3_000 });
    } finally {
      setOpening(null);
    }
  }

  async function confirmDelete(tour: AdminTourSummary) {
    try {
      const result = await remove.mutateAsync(tour.id);
      showToast(result.message, { severity: result.outcome === 'deleted' ? 'success' : 'info', durationMs: 4_000 });
      setModal(null);
      // The last row of a page went: show the page before.
      if (data && data.items.length === 1 && page > 1 && result.outcome === 'deleted') update({ page: page - 1 });
    } catch (failure) {
      showToast(messageOf(failure, 'Failed to delete tour.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  return (
    <Box>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search tours..."
        filters={
          <>
            <TextField select label="Location" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={values.location} onChange={(event) => update({ location: event.target.value })} sx={{ width: 180 }}>
              <MenuItem value="">All locations</MenuItem>
              {locations.map((location) => (
                <MenuItem key={location} value={location}>
                  {location}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Sort" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={sort ?? ''} onChange={(event) => update({ sort: event.target.value })} sx={{ width: 220 }}>
              <MenuItem value="">Newest first</MenuItem>
              {ADMIN_TOUR_SORTS.map((value) => (
                <MenuItem key={value} value={value}>
                  {SORT_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        action={
          <Button variant="contained" onClick={() => setModal({ kind: 'add' })}>
            + Add Tour
          </Button>
        }
      />
      {error && !data ? (
        <LoadError error={error} what="the tours" onRetry={() => void refetch()} />
      ) : (
        <Card sx={{ position: 'relative' }}>
          {isFetching && <LinearProgress aria-label="Loading tours" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
          <TableContainer>
            <Table aria-label="Tours" sx={{ minWidth: { md: 680 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Tour Name</TableCell>
                  <TableCell>Location</TableCell>
                  <TableCell sortDirection={sort === 'duration-asc' ? 'asc' : sort === 'duration-desc' ? 'desc' : false}>
                    <TableSortLabel
                      active={sort === 'duration-asc' || sort === 'duration-desc'}
                      direction={sort === 'duration-desc' ? 'desc' : 'asc'}
                      onClick={() => update({ sort: sort === 'duration-asc' ? 'duration-desc' : 'duration-asc' })}
                    >
                      Duration (Days)
                    </TableSortLabel>
                  </TableCell>
                  <TableCell align="right">Price</TableCell>
                  {/* On a portrait tablet the state sits under the name, so the row fits without scrolling. */}
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.items.map((tour) => (
                  <TableRow key={tour.id} hover>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 150, maxWidth: 260 }}>
                      {tour.name}
                      {!tour.isPublished && (
                        <Chip size="small" label="Unpublished" variant="outlined" sx={{ display: { xs: 'flex', md: 'none' }, width: 'fit-content', mt: 0.5 }} />
                      )}
                    </TableCell>
                    <TableCell>{tour.location}</TableCell>
                    <TableCell>{tour.duration ?? '—'}</TableCell>
                    <TableCell align="right">{tour.price === null ? '—' : formatUsd(tour.price)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      <Chip size="small" label={tour.isPublished ? 'Published' : 'Unpublished'} color={tour.isPublished ? 'success' : 'default'} variant="outlined" />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', pl: 1, '& .MuiButton-root': { minWidth: 0, px: 1 } }}>
                      <Button size="small" onClick={() => setModal({ kind: 'preview', tour })} aria-label={`Preview ${tour.name}`}>
                        Preview
                      </Button>
                      <Button size="small" onClick={() => void openEdit(tour)} disabled={opening === tour.id} aria-label={`Edit ${tour.name}`}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => setModal({ kind: 'delete', tour })} aria-label={`Delete ${tour.name}`}>
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {data && data.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      No tours match these filters.
                    </TableCell>
                  </TableRow>
                )}
                {!data &&
                  Array.from({ length: 5 }, (_, index) => (
                    <TableRow key={index}>
                      <TableCell colSpan={6} sx={{ height: 53 }} />
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {data && <Pager page={page} pages={data.pages} total={data.total} onPage={(next) => update({ page: next })} />}

      {modal?.kind === 'preview' && <TourPreviewDialog tour={modal.tour} onClose={() => setModal(null)} />}
      {(modal?.kind === 'add' || modal?.kind === 'edit') && (
        <TourFormDialog key={modal.kind === 'edit' ? modal.tour.id : 'add'} tour={modal.kind === 'edit' ? modal.tour : null} locations={locations} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog title="Delete tour?" confirmLabel="Delete" busy={remove.isPending} onConfirm={() => void confirmDelete(modal.tour)} onClose={() => setModal(null)}>
          <strong>{modal.tour.name}</strong> will be removed from the site.
          {modal.tour.bookingsCount > 0 && ' It has bookings, so it will be unpublished instead of deleted.'}
        </ConfirmDialog>
      )}
    </Box>
  );
}
