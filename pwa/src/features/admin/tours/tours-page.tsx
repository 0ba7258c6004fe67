import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ADMIN_TOUR_SORTS, type AdminTour, type AdminTourSort, type AdminTourSummary } from '@safari/shared/admin-tours';
import { TOUR_LOCATIONS } from '@safari/shared/enums';
import { formatUsd } from '@safari/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { adminTourQuery, messageOf, useAdminTours, useTourMutations } from '../api/admin-api';
import { AdminTable, RowActions } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { useListParams, useListSearch } from '../lib/list-params';
import { useRowOpener } from '../lib/row-opener';
import { TourFormDialog } from './tour-form-dialog';
import { PublishSwitch } from './publish-switch';
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
  const { values, page, pageSize, paging, update } = useListParams('tours', ['q', 'location', 'sort'] as const);
  const sort = (ADMIN_TOUR_SORTS as readonly string[]).includes(values.sort) ? (values.sort as AdminTourSort) : undefined;
  const params = { page, pageSize, q: values.q || undefined, location: values.location || undefined, sort };
  const list = useAdminTours(params);
  const { data } = list;
  const [search, setSearch] = useListSearch(values.q, update);
  const [modal, setModal] = useState<Modal>(null);
  const client = useQueryClient();
  const { opening, open: openEdit } = useRowOpener((id) => client.fetchQuery(adminTourQuery(id)), (tour) => setModal({ kind: 'edit', tour }), 'Could not open the tour. Try again.');
  const { remove } = useTourMutations();
  const locations = data?.locations ?? [...TOUR_LOCATIONS];

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
            <FilterSelect label="Location" value={values.location} onChange={(location) => update({ location })} width={180} emptyLabel="All locations" options={locations} />
            <FilterSelect label="Sort" value={sort ?? ''} onChange={(value) => update({ sort: value })} width={220} emptyLabel="Newest first" options={ADMIN_TOUR_SORTS} optionLabel={(value) => SORT_LABELS[value]} />
          </>
        }
        addLabel="+ Add Tour"
        onAdd={() => setModal({ kind: 'add' })}
      />
      <AdminTable
        label="Tours"
        loadingLabel="Loading tours"
        what="the tours"
        emptyText="No tours match these filters."
        columns={[
          { key: 'name', header: 'Tour Name', rowHeader: true, sx: { fontWeight: 600, minWidth: 150, maxWidth: 260 }, cell: (tour) => tour.name },
          { key: 'location', header: 'Location', landscapeOnly: true, cell: (tour) => tour.location },
          {
            key: 'duration',
            header: 'Duration (Days)',
            landscapeOnly: true,
            sort: {
              direction: sort === 'duration-asc' ? 'asc' : sort === 'duration-desc' ? 'desc' : false,
              onSort: () => update({ sort: sort === 'duration-asc' ? 'duration-desc' : 'duration-asc' }),
            },
            cell: (tour) => tour.duration ?? '—',
          },
          { key: 'price', header: 'Price', align: 'right', cell: (tour) => (tour.price === null ? '—' : formatUsd(tour.price)) },
          {
            key: 'status',
            header: 'Status',
            sx: { width: 186, minWidth: 186 },
            cell: (tour) => <PublishSwitch tour={tour} />,
          },
        ]}
        actions={(tour) => (
          <RowActions name={tour.name} onEdit={() => void openEdit(tour.id)} editDisabled={opening === tour.id} onDelete={() => setModal({ kind: 'delete', tour })}>
            <Button size="small" variant="outlined" onClick={() => setModal({ kind: 'preview', tour })} aria-label={`Preview ${tour.name}`}>
              Preview
            </Button>
          </RowActions>
        )}
        query={list}
        paging={paging}
      />

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
