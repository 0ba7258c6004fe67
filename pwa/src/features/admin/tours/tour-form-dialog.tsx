import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminTour } from '@safari/shared/admin-tours';
import { PRICING_TIERS, TOUR_TYPES } from '@safari/shared/enums';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import { useMemo, useState, type ReactNode } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf, useTourMutations } from '../api/admin-api';
import { useFormGuard } from '../components/form-guard';
import { MultiImageField, SingleImageField } from '../components/image-upload';
import { muiField, muiSelectField } from '../lib/form-kit';
import { touchTargets } from '../lib/touch-targets';
import { draftOf, emptyDraft, move, newBandRow, newItineraryRow, newSeasonRow, tourCheck, tourErrorKey, tourFields, type TourDraft } from './tour-form';
import { TourMoneyFields } from './tour-money-fields';

const TYPE_LABELS: Record<(typeof TOUR_TYPES)[number], string> = { adventure: 'Adventure', wildlife: 'Wildlife', cultural: 'Cultural', luxury: 'Luxury' };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A kept draft's rows with keys of this page's counter, so rows added after restoring never share one. */
function withNewRowKeys(kept: TourDraft): TourDraft {
  return {
    ...kept,
    itinerary: kept.itinerary.map((row) => ({ ...row, key: newItineraryRow().key })),
    seasons: kept.seasons.map((row) => ({ ...row, key: newSeasonRow().key })),
    cancellationPolicy: kept.cancellationPolicy.map((row) => ({ ...row, key: newBandRow().key })),
  };
}

interface TourFormDialogProps {
  /** The tour to edit; null adds a new one. */
  tour: AdminTour | null;
  locations: string[];
  onClose: () => void;
}

/** Add Tour and Edit Tour: every field of a tour, checked with the shared schema here and on the server. */
export function TourFormDialog({ tour, locations, onClose }: TourFormDialogProps) {
  const editing = tour !== null;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [initial] = useState<TourDraft>(() => (tour ? draftOf(tour) : emptyDraft()));
  const [draft, setDraft] = useState<TourDraft>(initial);
  const [failure, setFailure] = useState('');
  const { save } = useTourMutations();
  const imageMessages = editing ? { notImage: UPLOAD_MESSAGES.editNotImage, tooLarge: UPLOAD_MESSAGES.editTooLarge } : { notImage: UPLOAD_MESSAGES.notImage, tooLarge: UPLOAD_MESSAGES.tooLarge };
  const [itinerary, seasons, bands] = [draft.itinerary.length, draft.seasons.length, draft.cancellationPolicy.length];
  const fields = useMemo(() => tourFields({ itinerary, seasons, bands }), [itinerary, seasons, bands]);
  const check = useMemo(() => tourCheck(fields), [fields]);
  const form = useForm({
    fields,
    values: draft,
    mode: 'submit',
    check,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        await guard.save(() => save.mutateAsync({ id: tour?.id ?? null, input }));
        showToast(editing ? 'Tour updated!' : 'Tour Added Successfully!', { severity: 'success' });
        onClose();
      } catch (error) {
        const answer = error instanceof RequestFailedError ? Object.entries(error.fields).map(([key, message]) => [tourErrorKey(key), message] as const) : [];
        form.showErrors(errorsFrom(fields, answer), { focus: false, toast: false });
        setFailure(messageOf(error, editing ? 'Failed to update tour.' : 'Failed to add tour.'));
      }
    },
  });
  const { errors, submitting } = form;
  const guard = useFormGuard({ form: 'tour', record: tour?.id ?? null, initial, values: draft, onRestore: (kept) => setDraft(withNewRowKeys(kept)), onClose, submitting });

  const set = <K extends keyof TourDraft>(key: K, value: TourDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'price' | 'duration' | 'rating' | 'description' | 'tags' | 'highlights' | 'inclusions' | 'exclusions', hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    ...muiField(form.field(key, hint)),
  });

  const rows = draft.itinerary;
  return (
    <Dialog open onClose={guard.requestClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="tour-form-title" scroll="paper" sx={touchTargets}>
      <DialogTitle id="tour-form-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {editing ? 'Edit Tour' : 'Add Tour'}
        </Box>
        <IconButton aria-label="Close" onClick={guard.requestClose} disabled={submitting}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box component="form" {...form.props} sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 3.5 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {guard.waitingNote}
          <Group title="Basics">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}>
              <TextField label="Name" required {...text('name')} sx={{ gridColumn: { sm: 'span 6' } }} />
              <TextField
                select
                label="Type"
                required
                value={draft.tourType}
                onChange={(event) => set('tourType', event.target.value)}
                {...muiSelectField(form.field('tourType'))}
                sx={{ gridColumn: { sm: 'span 3' } }}
              >
                {TOUR_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
              <Autocomplete
                freeSolo
                options={locations}
                inputValue={draft.location}
                onInputChange={(_, value) => set('location', value)}
                sx={{ gridColumn: { sm: 'span 3' } }}
                renderInput={(params) => <TextField {...params} label="Location" required {...muiField(form.field('location'))} />}
              />
              <TextField label="Price (USD)" required type="number" slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }} {...text('price')} sx={{ gridColumn: { sm: 'span 2' } }} />
              <TextField label="Duration (days)" required type="number" slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }} {...text('duration')} sx={{ gridColumn: { sm: 'span 2' } }} />
              <TextField label="Rating (0–5)" type="number" slotProps={{ htmlInput: { min: 0, max: 5, step: 0.1, inputMode: 'decimal' } }} {...text('rating')} sx={{ gridColumn: { sm: 'span 2' } }} />
              <TextField label="Description" multiline minRows={4} {...text('description')} sx={{ gridColumn: { sm: 'span 6' } }} />
            </Box>
          </Group>

          <Group title="Pricing tiers">
            <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>Optional: a price per adult for each tier offered (USD). Leave a tier blank when the tour does not offer it.</Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              {PRICING_TIERS.map((tier) => (
                <TextField
                  key={tier}
                  label={`${tier} (USD)`}
                  type="number"
                  slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
                  value={draft.pricing[tier]}
                  onChange={(event) => set('pricing', { ...draft.pricing, [tier]: event.target.value })}
                  {...muiField(form.field(`pricing.${tier}`))}
                />
              ))}
            </Box>
          </Group>

          <Group title="Prices and payment">
            <TourMoneyFields draft={draft} set={set} field={form.field} errors={errors} />
          </Group>

          <Group title="Details">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label="Tags" placeholder="wildlife, family" {...text('tags', 'Separated by commas')} sx={{ gridColumn: { sm: 'span 2' } }} />
              <TextField label="Highlights" multiline minRows={3} {...text('highlights', 'One per line')} />
              <TextField label="Inclusions" multiline minRows={3} {...text('inclusions', 'One per line')} />
              <TextField label="Exclusions" multiline minRows={3} {...text('exclusions', 'One per line')} sx={{ gridColumn: { sm: 'span 2' } }} />
            </Box>
          </Group>

          <Group title="Itinerary">
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {rows.map((row, index) => (
                <Box component="li" key={row.key} data-testid="itinerary-row" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr auto' }, alignItems: 'start' }}>
                  <TextField
                    label={`Period ${index + 1}`}
                    placeholder="Day 1"
                    value={row.period}
                    onChange={(event) => set('itinerary', rows.map((r) => (r.key === row.key ? { ...r, period: event.target.value } : r)))}
                    {...muiField(form.field(`itinerary.${index}.period`))}
                  />
                  <TextField
                    label={`Activity ${index + 1}`}
                    multiline
                    value={row.activity}
                    onChange={(event) => set('itinerary', rows.map((r) => (r.key === row.key ? { ...r, activity: event.target.value } : r)))}
                    {...muiField(form.field(`itinerary.${index}.activity`))}
                  />
                  <Box sx={{ display: 'flex', gap: 0.25 }}>
                    <IconButton aria-label={`Move row ${index + 1} up`} disabled={index === 0} onClick={() => set('itinerary', move(rows, index, index - 1))}>
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton aria-label={`Move row ${index + 1} down`} disabled={index === rows.length - 1} onClick={() => set('itinerary', move(rows, index, index + 1))}>
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={`Remove row ${index + 1}`} onClick={() => set('itinerary', rows.filter((r) => r.key !== row.key))}>
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                </Box>
              ))}
            </Box>
            <Button startIcon={<AddIcon />} onClick={() => set('itinerary', [...rows, newItineraryRow()])} sx={{ mt: 1.5 }}>
              Add itinerary row
            </Button>
            {errors.itinerary && !Object.keys(errors).some((key) => key.startsWith('itinerary.')) && (
              <Typography role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
                {errors.itinerary}
              </Typography>
            )}
          </Group>

          <Group title="Images">
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <SingleImageField label="Main image" value={draft.image} onChange={(url) => set('image', url)} messages={imageMessages} />
              <MultiImageField label="Additional images" value={draft.images} onChange={(urls) => set('images', urls)} messages={imageMessages} />
              {(errors.image || errors.images) && (
                <Typography role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
                  {errors.image ?? errors.images}
                </Typography>
              )}
            </Box>
          </Group>

          <Group title="Visibility">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <FormControlLabel control={<Switch checked={draft.isPublished} onChange={(event) => set('isPublished', event.target.checked)} />} label="Published" />
              <FormControlLabel control={<Switch checked={draft.isFeatured} onChange={(event) => set('isFeatured', event.target.checked)} />} label="Featured" />
              <FormControlLabel control={<Switch checked={draft.isExclusive} onChange={(event) => set('isExclusive', event.target.checked)} />} label="Exclusive" />
              <FormControlLabel control={<Switch checked={draft.isPopular} onChange={(event) => set('isPopular', event.target.checked)} />} label="Popular" />
            </Box>
          </Group>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={guard.requestClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {editing ? 'Save Changes' : 'Add Tour'}
          </Button>
        </DialogActions>
      </Box>
      {guard.dialogs}
    </Dialog>
  );
}
