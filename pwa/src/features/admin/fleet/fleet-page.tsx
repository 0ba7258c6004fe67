import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Guide, Vehicle } from '@safari/shared/fleet';
import { useState, type ReactNode } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError } from '../components/panel-states';
import { touchTargets } from '../lib/touch-targets';
import { useFleetMutations, useGuides, useVehicles } from './fleet-api';
import { GuideDialog, VehicleDialog } from './fleet-forms';

type Modal =
  | { kind: 'guide'; guide: Guide | null }
  | { kind: 'vehicle'; vehicle: Vehicle | null }
  | { kind: 'delete-guide'; guide: Guide }
  | { kind: 'delete-vehicle'; vehicle: Vehicle }
  | null;

interface ListCardProps<T> {
  title: string;
  addLabel: string;
  onAdd: () => void;
  query: { data: { items: T[] } | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };
  head: ReactNode;
  columns: number;
  emptyText: string;
  row: (item: T) => ReactNode;
}

function ListCard<T extends { id: string }>({ title, addLabel, onAdd, query, head, columns, emptyText, row }: ListCardProps<T>) {
  return (
    <Box component="section" aria-labelledby={`${title}-heading`} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={`${title}-heading`} variant="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button variant="contained" onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
      {query.error && !query.data ? (
        <LoadError error={query.error} what={title.toLowerCase()} onRetry={() => void query.refetch()} />
      ) : (
        <Card sx={{ position: 'relative' }}>
          {query.isFetching && <LinearProgress aria-label={`Loading ${title.toLowerCase()}`} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
          <Table aria-label={title}>
            <TableHead>
              <TableRow>{head}</TableRow>
            </TableHead>
            <TableBody>
              {query.data?.items.map((item) => (
                <TableRow key={item.id} hover>
                  {row(item)}
                </TableRow>
              ))}
              {query.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns} sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
                    {emptyText}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}

/** `/admin/fleet`: the guides (name, phone, languages) and vehicles (name or plate, seats) departures are run with. */
export default function FleetPage() {
  const guides = useGuides();
  const vehicles = useVehicles();
  const { removeGuide, removeVehicle } = useFleetMutations();
  const [modal, setModal] = useState<Modal>(null);

  async function confirmDelete(run: () => Promise<void>, name: string) {
    try {
      await run();
      showToast(`${name} deleted`, { severity: 'success' });
      setModal(null);
    } catch (failure) {
      showToast(messageOf(failure, `${name} could not be deleted. Try again.`), { severity: 'error', durationMs: 6_000 });
      setModal(null);
    }
  }

  const actions = (label: string, onEdit: () => void, onDelete: () => void) => (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Button onClick={onEdit} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      <Button color="error" onClick={onDelete} aria-label={`Delete ${label}`}>
        Delete
      </Button>
    </TableCell>
  );

  return (
    <Box sx={{ ...touchTargets, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <ListCard
        title="Guides"
        addLabel="+ Add guide"
        onAdd={() => setModal({ kind: 'guide', guide: null })}
        query={guides}
        columns={4}
        emptyText="No guides yet."
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Languages</TableCell>
            <TableCell align="right">Actions</TableCell>
          </>
        }
        row={(guide) => (
          <>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {guide.name}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{guide.phone || '—'}</TableCell>
            <TableCell>{guide.languages.join(', ') || '—'}</TableCell>
            {actions(
              guide.name,
              () => setModal({ kind: 'guide', guide }),
              () => setModal({ kind: 'delete-guide', guide }),
            )}
          </>
        )}
      />
      <ListCard
        title="Vehicles"
        addLabel="+ Add vehicle"
        onAdd={() => setModal({ kind: 'vehicle', vehicle: null })}
        query={vehicles}
        columns={3}
        emptyText="No vehicles yet."
        head={
          <>
            <TableCell>Name or plate</TableCell>
            <TableCell align="right">Seats</TableCell>
            <TableCell align="right">Actions</TableCell>
          </>
        }
        row={(vehicle) => (
          <>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {vehicle.name}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {vehicle.seats}
            </TableCell>
            {actions(
              vehicle.name,
              () => setModal({ kind: 'vehicle', vehicle }),
              () => setModal({ kind: 'delete-vehicle', vehicle }),
            )}
          </>
        )}
      />

      {modal?.kind === 'guide' && <GuideDialog guide={modal.guide} onClose={() => setModal(null)} />}
      {modal?.kind === 'vehicle' && <VehicleDialog vehicle={modal.vehicle} onClose={() => setModal(null)} />}
      {modal?.kind === 'delete-guide' && (
        <ConfirmDialog title="Delete guide?" confirmLabel="Delete guide" busy={removeGuide.isPending} onConfirm={() => void confirmDelete(() => removeGuide.mutateAsync(modal.guide.id), modal.guide.name)} onClose={() => setModal(null)}>
          <strong>{modal.guide.name}</strong> will be removed from the list; departures it ran will show no guide.
        </ConfirmDialog>
      )}
      {modal?.kind === 'delete-vehicle' && (
        <ConfirmDialog title="Delete vehicle?" confirmLabel="Delete vehicle" busy={removeVehicle.isPending} onConfirm={() => void confirmDelete(() => removeVehicle.mutateAsync(modal.vehicle.id), modal.vehicle.name)} onClose={() => setModal(null)}>
          <strong>{modal.vehicle.name}</strong> will be removed from the list; departures it ran will show no vehicle.
        </ConfirmDialog>
      )}
    </Box>
  );
}
