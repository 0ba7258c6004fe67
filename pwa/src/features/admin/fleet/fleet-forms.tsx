import TextField from '@mui/material/TextField';
import type { Guide, GuideInput, Vehicle, VehicleInput } from '@safari/shared/fleet';
import { useState } from 'react';
import { errorsFrom, useForm, zodCheck } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useFormGuard } from '../components/form-guard';
import { FormDialog, span } from '../departures/form-dialog';
import { muiField } from '../lib/form-kit';
import { useFleetMutations } from './fleet-api';

interface GuideDraft {
  name: string;
  phone: string;
  /** Comma-separated, as typed. */
  languages: string;
}
const GUIDE_FIELDS = ['name', 'phone', 'languages'] as const;
const checkGuide = zodCheck<GuideDraft, GuideInput, (typeof GUIDE_FIELDS)[number]>(
  GUIDE_FIELDS,
  async () => (await import('@safari/shared/fleet')).guideInputSchema,
  ({ name, phone, languages }) => ({
    name,
    phone,
    languages: languages
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
  }),
);

/** Add guide / Edit guide: name, phone, languages. */
export function GuideDialog({ guide, onClose }: { guide: Guide | null; onClose: () => void }) {
  const [initial] = useState<GuideDraft>(() => ({ name: guide?.name ?? '', phone: guide?.phone ?? '', languages: guide?.languages.join(', ') ?? '' }));
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState('');
  const { saveGuide } = useFleetMutations();
  const form = useForm({
    fields: GUIDE_FIELDS,
    values: draft,
    mode: 'submit',
    check: checkGuide,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const saved = await guard.save(() => saveGuide.mutateAsync({ id: guide?.id ?? null, input }));
        showToast(guide ? `${saved.name} updated` : `${saved.name} added`, { severity: 'success' });
        onClose();
      } catch (error) {
        // A language's message comes as `languages.2`: shown on the one field.
        const fields = error instanceof RequestFailedError ? Object.entries(error.fields).map(([key, message]) => [key.split('.')[0] ?? key, message] as const) : [];
        form.showErrors(errorsFrom(GUIDE_FIELDS, fields), { focus: false, toast: false });
        setFailure(messageOf(error, 'The guide could not be saved. Try again.'));
      }
    },
  });
  const text = (key: keyof GuideDraft, hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value })),
    ...muiField(form.field(key, hint)),
  });
  const guard = useFormGuard({ form: 'guide', record: guide?.id ?? null, initial, values: draft, onRestore: setDraft, onClose, submitting: form.submitting });
  return (
    <FormDialog title={guide ? `Edit guide ${guide.name}` : 'Add guide'} form={form} guard={guard} failure={failure} submitLabel={guide ? 'Save changes' : 'Add guide'}>
      <TextField label="Name" required autoComplete="off" {...text('name')} sx={span(6)} />
      <TextField label="Phone" type="tel" autoComplete="off" {...text('phone', 'Like +254 712 345 678')} sx={span(3)} />
      <TextField label="Languages" autoComplete="off" {...text('languages', 'Separated by commas: English, Swahili')} sx={span(3)} />
    </FormDialog>
  );
}

interface VehicleDraft {
  name: string;
  seats: string;
}
const VEHICLE_FIELDS = ['name', 'seats'] as const;
const checkVehicle = zodCheck<VehicleDraft, VehicleInput, (typeof VEHICLE_FIELDS)[number]>(
  VEHICLE_FIELDS,
  async () => (await import('@safari/shared/fleet')).vehicleInputSchema,
  ({ name, seats }) => ({ name, seats: seats.trim() === '' ? undefined : Number(seats) }),
);

/** Add vehicle / Edit vehicle: name or number plate, seats. */
export function VehicleDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const [initial] = useState<VehicleDraft>(() => ({ name: vehicle?.name ?? '', seats: vehicle ? String(vehicle.seats) : '' }));
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState('');
  const { saveVehicle } = useFleetMutations();
  const form = useForm({
    fields: VEHICLE_FIELDS,
    values: draft,
    mode: 'submit',
    check: checkVehicle,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const saved = await guard.save(() => saveVehicle.mutateAsync({ id: vehicle?.id ?? null, input }));
        showToast(vehicle ? `${saved.name} updated` : `${saved.name} added`, { severity: 'success' });
        onClose();
      } catch (error) {
        form.showErrors(error instanceof RequestFailedError ? errorsFrom(VEHICLE_FIELDS, Object.entries(error.fields)) : {}, { focus: false, toast: false });
        setFailure(messageOf(error, 'The vehicle could not be saved. Try again.'));
      }
    },
  });
  const text = (key: keyof VehicleDraft, hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value })),
    ...muiField(form.field(key, hint)),
  });
  const guard = useFormGuard({ form: 'vehicle', record: vehicle?.id ?? null, initial, values: draft, onRestore: setDraft, onClose, submitting: form.submitting });
  return (
    <FormDialog title={vehicle ? `Edit vehicle ${vehicle.name}` : 'Add vehicle'} form={form} guard={guard} failure={failure} submitLabel={vehicle ? 'Save changes' : 'Add vehicle'}>
      <TextField label="Name or number plate" required autoComplete="off" {...text('name', 'Like Land Cruiser 3 or KDA 123X')} sx={span(4)} />
      <TextField label="Seats" required type="number" slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }} {...text('seats', 'Travellers it carries')} sx={span(2)} />
    </FormDialog>
  );
}
