import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminDeparture } from '@safari/shared/departures';
import { formatDate } from '@safari/shared/format';
import { useState } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useFormGuard } from '../components/form-guard';
import { useGuides, useVehicles } from '../fleet/fleet-api';
import { muiField, muiSelectField } from '../lib/form-kit';
import { checkEdit, EDIT_FIELDS, editDraftOf, type EditDraft, type EditField } from './departure-form';
import { useDepartureMutations } from './departures-api';
import { FormDialog, span } from './form-dialog';

/** The edit form's name in its draft's key (the departure's page reopens it when a draft is kept). */
export const EDIT_FORM = 'departure';

/** Edit departure: seats (never below those taken), price, pickup, open or closed, guide, vehicle, notes. */
export function DepartureEditDialog({ departure, onClose }: { departure: AdminDeparture; onClose: () => void }) {
  const [initial] = useState(() => editDraftOf(departure));
  const [draft, setDraft] = useState<EditDraft>(initial);
  const [failure, setFailure] = useState('');
  const guides = useGuides();
  const vehicles = useVehicles();
  const { update } = useDepartureMutations();
  const form = useForm({
    fields: EDIT_FIELDS,
    values: draft,
    mode: 'submit',
    check: checkEdit,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        await guard.save(() => update.mutateAsync({ id: departure.id, input }));
        showToast('Departure saved', { severity: 'success' });
        onClose();
      } catch (error) {
        form.showErrors(error instanceof RequestFailedError ? errorsFrom(EDIT_FIELDS, Object.entries(error.fields)) : {}, { focus: false, toast: false });
        setFailure(messageOf(error, 'The departure could not be saved. Try again.'));
      }
    },
  });
  const guard = useFormGuard({ form: EDIT_FORM, record: departure.id, initial, values: draft, onRestore: setDraft, onClose, submitting: form.submitting });
  const set = <K extends keyof EditDraft>(name: K, value: EditDraft[K]) => setDraft((current) => ({ ...current, [name]: value }));
  const text = (name: Exclude<EditField, 'status' | 'guideId' | 'vehicleId'>, hint?: string) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...muiField(form.field(name, hint)),
  });
  const taken = departure.sold + departure.held;
  // The departure's own guide and vehicle stay choosable while the lists load.
  const guideOptions = guides.data?.items ?? (departure.guide ? [departure.guide] : []);
  const vehicleOptions = vehicles.data?.items ?? (departure.vehicle ? [departure.vehicle] : []);

  return (
    <FormDialog title={`Edit departure ${formatDate(departure.date)}`} form={form} guard={guard} failure={failure} submitLabel="Save changes">
      <TextField label="Seats" required type="number" slotProps={{ htmlInput: { min: taken, step: 1, inputMode: 'numeric' } }} {...text('seats', `${taken} taken (sold or held)`)} sx={span(2)} />
      <TextField label="Adult price (USD)" type="number" slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }} {...text('price', 'Empty: the tour’s price')} sx={span(2)} />
      <TextField select label="Status" value={draft.status} onChange={(event) => set('status', event.target.value as EditDraft['status'])} {...muiSelectField(form.field('status', draft.status === 'closed' ? 'Not sold on the site' : 'Sold on the site'))} sx={span(2)}>
        <MenuItem value="open">Open</MenuItem>
        <MenuItem value="closed">Closed</MenuItem>
      </TextField>
      <TextField label="Pickup point" {...text('pickup')} sx={span(4)} />
      <TextField label="Pickup time" type="time" {...text('pickupTime')} slotProps={{ inputLabel: { shrink: true } }} sx={span(2)} />
      <TextField select label="Guide" value={draft.guideId} onChange={(event) => set('guideId', event.target.value)} {...muiSelectField(form.field('guideId', guides.error ? 'Could not load the guides' : undefined))} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={span(3)}>
        <MenuItem value="">No guide</MenuItem>
        {guideOptions.map((guide) => (
          <MenuItem key={guide.id} value={guide.id}>
            {guide.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Vehicle" value={draft.vehicleId} onChange={(event) => set('vehicleId', event.target.value)} {...muiSelectField(form.field('vehicleId', vehicles.error ? 'Could not load the vehicles' : undefined))} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={span(3)}>
        <MenuItem value="">No vehicle</MenuItem>
        {vehicleOptions.map((vehicle) => (
          <MenuItem key={vehicle.id} value={vehicle.id}>
            {vehicle.name} · {vehicle.seats} seats
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Notes" multiline minRows={2} {...text('notes', 'For staff and the guide')} sx={span(6)} />
    </FormDialog>
  );
}
