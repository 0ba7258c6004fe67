import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { bulkDates } from '@safari/shared/departures';
import { formatDate } from '@safari/shared/format';
import { useState } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useFormGuard } from '../components/form-guard';
import { muiField, muiSelectField } from '../lib/form-kit';
import { WEEK_DAYS } from './calendar';
import { CHOOSE_TOUR, checkCreate, CREATE_FIELDS, emptyCreateDraft, type CreateDraft, type CreateField } from './departure-form';
import { useDepartureMutations } from './departures-api';
import { FormDialog, span } from './form-dialog';

/** The form's name in its draft's key (the departures screen reopens it when a draft is kept). */
export const CREATE_FORM = 'departure-create';

interface DepartureCreateDialogProps {
  tours: readonly { id: string; name: string }[];
  /** The tour the calendar shows, if one. */
  tourId: string;
  onClose: () => void;
  /** After a save: the first new departure's date (the calendar goes to its month). */
  onCreated: (firstDate: string) => void;
}

/** Add departures: one date, or a weekly run ('every Saturday from June to October'). */
export function DepartureCreateDialog({ tours, tourId, onClose, onCreated }: DepartureCreateDialogProps) {
  const [initial] = useState(() => emptyCreateDraft(tourId));
  const [draft, setDraft] = useState<CreateDraft>(initial);
  const [failure, setFailure] = useState('');
  const { create, bulk } = useDepartureMutations();
  const form = useForm({
    fields: CREATE_FIELDS,
    values: draft,
    mode: 'submit',
    check: checkCreate,
    beforeSubmit: () => setFailure(''),
    send: async (data) => {
      try {
        if (data.mode === 'one') {
          const created = await guard.save(() => create.mutateAsync({ tourId: data.tourId, input: data.input }));
          showToast(`Departure added for ${formatDate(created.date, { weekday: true })}`, { severity: 'success' });
          onCreated(created.date);
        } else {
          const { items, skipped } = await guard.save(() => bulk.mutateAsync({ tourId: data.tourId, input: data.input }));
          const added = `${items.length} ${items.length === 1 ? 'departure' : 'departures'} added`;
          showToast(skipped.length ? `${added}; ${skipped.length} skipped: the tour already departs then` : added, { severity: 'success', durationMs: skipped.length ? 6_000 : undefined });
          onCreated(items[0]?.date ?? data.input.from);
        }
      } catch (error) {
        form.showErrors(error instanceof RequestFailedError ? errorsFrom(CREATE_FIELDS, Object.entries(error.fields)) : {}, { focus: false, toast: false });
        setFailure(messageOf(error, 'The departures could not be added. Try again.'));
      }
    },
  });
  const guard = useFormGuard({ form: CREATE_FORM, record: null, initial, values: draft, onRestore: setDraft, onClose, submitting: form.submitting });
  const set = <K extends keyof CreateDraft>(key: K, value: CreateDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<CreateField, 'weekdays' | 'tourId'>, hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    ...muiField(form.field(key, hint)),
  });
  const weekly = draft.mode === 'weekly';
  const dates = weekly && draft.from && draft.to && draft.weekdays.length ? bulkDates(draft.from, draft.to, draft.weekdays) : [];
  const [first, last] = [dates[0], dates.at(-1)];
  const weekdayError = form.errors.weekdays;

  return (
    <FormDialog title="Add departures" form={form} guard={guard} failure={failure} submitLabel={weekly ? (dates.length ? `Add ${dates.length} departures` : 'Add departures') : 'Add departure'}>
      <TextField select label="Tour" required value={draft.tourId} onChange={(event) => set('tourId', event.target.value)} {...muiSelectField(form.field('tourId'))} sx={span(6)}>
        {tours.length === 0 && (
          <MenuItem value="" disabled>
            {CHOOSE_TOUR}
          </MenuItem>
        )}
        {tours.map((tour) => (
          <MenuItem key={tour.id} value={tour.id}>
            {tour.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ToggleButtonGroup exclusive color="primary" value={draft.mode} onChange={(_, mode: CreateDraft['mode'] | null) => mode && set('mode', mode)} aria-label="How many dates">
          <ToggleButton value="one" sx={{ px: 2.5 }}>
            One date
          </ToggleButton>
          <ToggleButton value="weekly" sx={{ px: 2.5 }}>
            Every week
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {weekly ? (
        <>
          <TextField label="From" required type="date" {...text('from')} slotProps={{ inputLabel: { shrink: true } }} sx={span(3)} />
          <TextField label="To" required type="date" {...text('to')} slotProps={{ inputLabel: { shrink: true } }} sx={span(3)} />
          <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="weekday-help">
            <Typography component="legend" sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>
              On
            </Typography>
            <ToggleButtonGroup
              color="primary"
              value={draft.weekdays}
              onChange={(_, weekdays: number[]) => {
                const next = { ...draft, weekdays };
                setDraft(() => next);
                form.changed(next, 'weekdays');
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              {WEEK_DAYS.map((weekday) => (
                <ToggleButton key={weekday.day} value={weekday.day} aria-label={weekday.long} name={weekday.day === 1 ? 'weekdays' : undefined} sx={{ minWidth: 56 }}>
                  {weekday.short}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography id="weekday-help" role={weekdayError ? 'alert' : undefined} sx={{ mt: 0.75, fontSize: 13, color: weekdayError ? 'error.main' : 'text.secondary' }}>
              {weekdayError ??
                (first && last ? `${dates.length} ${dates.length === 1 ? 'date' : 'dates'}: ${formatDate(first)}${dates.length > 1 ? ` to ${formatDate(last)}` : ''}` : 'Choose the days of the week it departs')}
            </Typography>
          </Box>
        </>
      ) : (
        <TextField label="Date" required type="date" {...text('date')} slotProps={{ inputLabel: { shrink: true } }} sx={span(3)} />
      )}
      <TextField label="Seats" required type="number" slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }} {...text('seats')} sx={span(weekly ? 2 : 3)} />
      <TextField label="Adult price (USD)" type="number" slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }} {...text('price', 'Empty: the tour’s price')} sx={span(weekly ? 4 : 6)} />
      <TextField label="Pickup point" {...text('pickup')} sx={span(4)} />
      <TextField label="Pickup time" type="time" {...text('pickupTime')} slotProps={{ inputLabel: { shrink: true } }} sx={span(2)} />
      <TextField label="Notes" multiline minRows={2} {...text('notes', 'For staff and the guide')} sx={span(6)} />
    </FormDialog>
  );
}
