import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describePolicy, type CancellationBand } from '@safari/shared/money';
import type { FieldProps } from '../../../components/form/use-form';
import { muiField } from '../lib/form-kit';
import { newBandRow, newSeasonRow, type BandDraft, type SeasonDraft, type TourDraft } from './tour-form';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Field = (name: string, hint?: string) => FieldProps<string>;
type Set = <K extends keyof TourDraft>(key: K, value: TourDraft[K]) => void;

/** A day of the year as day and month: the day field carries the message of both. */
function DayOfYear({ label, day, month, field, onDay, onMonth }: { label: string; day: string; month: string; field: FieldProps<string>; onDay: (value: string) => void; onMonth: (value: string) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gridTemplateColumns: '88px minmax(0, 1fr)', columnGap: 1, alignItems: 'start' }}>
      <Typography component="legend" sx={{ fontSize: 14, fontWeight: 600, mb: 0.75, p: 0 }}>
        {label}
      </Typography>
      <TextField label="Day" type="number" value={day} onChange={(event) => onDay(event.target.value)} slotProps={{ htmlInput: { min: 1, max: 31, step: 1, inputMode: 'numeric' } }} {...muiField(field)} />
      <TextField select label="Month" value={month} onChange={(event) => onMonth(event.target.value)} error={Boolean(field.error)}>
        {MONTHS.map((name, index) => (
          <MenuItem key={name} value={String(index + 1)}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function SeasonRow({ row, index, field, onChange, onRemove }: { row: SeasonDraft; index: number; field: Field; onChange: (row: SeasonDraft) => void; onRemove: () => void }) {
  const n = index + 1;
  const change = (patch: Partial<SeasonDraft>) => onChange({ ...row, ...patch });
  return (
    <Box
      component="li"
      aria-label={`Season ${n}`}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) 44px' }, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, alignItems: 'start' }}
    >
      <TextField label="Season name" placeholder="High season" value={row.name} onChange={(event) => change({ name: event.target.value })} {...muiField(field(`seasons.${index}.name`))} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1, alignItems: 'start' }}>
        <TextField select label="Priced by" value={row.kind} onChange={(event) => change({ kind: event.target.value === 'percent' ? 'percent' : 'price' })}>
          <MenuItem value="price">Price in USD</MenuItem>
          <MenuItem value="percent">Change in %</MenuItem>
        </TextField>
        <TextField
          label={row.kind === 'price' ? 'USD per adult' : 'Change (%)'}
          type="number"
          value={row.value}
          onChange={(event) => change({ value: event.target.value })}
          slotProps={{
            htmlInput: row.kind === 'price' ? { min: 0, step: 0.01, inputMode: 'decimal' } : { min: -90, max: 500, step: 1, inputMode: 'numeric' },
            input: row.kind === 'price' ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          {...muiField(field(`seasons.${index}.value`, row.kind === 'percent' ? '+20: dearer; -15: cheaper' : undefined))}
        />
      </Box>
      <IconButton aria-label={`Remove season ${n}`} onClick={onRemove} sx={{ gridRow: { sm: 'span 2' }, justifySelf: 'end' }}>
        <DeleteIcon />
      </IconButton>
      <DayOfYear label="From" day={row.fromDay} month={row.fromMonth} field={field(`seasons.${index}.from`)} onDay={(fromDay) => change({ fromDay })} onMonth={(fromMonth) => change({ fromMonth })} />
      <DayOfYear label="To" day={row.toDay} month={row.toMonth} field={field(`seasons.${index}.to`)} onDay={(toDay) => change({ toDay })} onMonth={(toMonth) => change({ toMonth })} />
    </Box>
  );
}

function BandRow({ row, index, field, onChange, onRemove }: { row: BandDraft; index: number; field: Field; onChange: (row: BandDraft) => void; onRemove: () => void }) {
  const n = index + 1;
  return (
    <Box component="li" aria-label={`Refund band ${n}`} sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 44px', alignItems: 'start' }}>
      <TextField
        label="Days before travel"
        type="number"
        value={row.daysBefore}
        onChange={(event) => onChange({ ...row, daysBefore: event.target.value })}
        slotProps={{ htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } }}
        {...muiField(field(`cancellationPolicy.${index}.daysBefore`, 'At least this many days'))}
      />
      <TextField
        label="Refund"
        type="number"
        value={row.percent}
        onChange={(event) => onChange({ ...row, percent: event.target.value })}
        slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        {...muiField(field(`cancellationPolicy.${index}.percent`, 'Of what was paid'))}
      />
      <IconButton aria-label={`Remove refund band ${n}`} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

/** The policy as travellers will read it, while it is typed (rows not yet whole are left out). */
function policyPreview(rows: readonly BandDraft[]): string {
  const bands: CancellationBand[] = rows
    .map((row) => ({ daysBefore: Number(row.daysBefore), percent: Number(row.percent) }))
    .filter((band) => Number.isInteger(band.daysBefore) && band.daysBefore >= 0 && Number.isInteger(band.percent) && band.percent >= 0 && band.percent <= 100);
  return describePolicy(bands);
}

const listMessage = (message: string | undefined) =>
  message ? (
    <Typography role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
      {message}
    </Typography>
  ) : null;

/**
 * The tour's money: shilling prices for East-African residents and citizens, the deposit and when
 * the balance is due, seasons and the cancellation policy.
 */
export function TourMoneyFields({ draft, set, field, errors }: { draft: TourDraft; set: Set; field: Field; errors: Record<string, string | undefined> }) {
  const text = (key: 'residentPriceKes' | 'citizenPriceKes' | 'depositPercent' | 'balanceDueDays', hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    ...muiField(field(key, hint)),
  });
  const seasons = draft.seasons;
  const bands = draft.cancellationPolicy;
  const rowError = (prefix: string) => Object.keys(errors).some((key) => key.startsWith(prefix) && errors[key]);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <TextField
          label="Resident price (KSh)"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          {...text('residentPriceKes', 'Per adult; blank: the USD price')}
        />
        <TextField label="Citizen price (KSh)" type="number" slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }} {...text('citizenPriceKes', 'Per adult; blank: the resident price')} />
        <TextField
          label="Deposit (%)"
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
          {...text('depositPercent', 'Of the price, paid to book')}
        />
        <TextField label="Balance due (days)" type="number" slotProps={{ htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } }} {...text('balanceDueDays', 'Days before travel')} />
      </Box>

      <Box component="section" aria-labelledby="tour-seasons" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="tour-seasons" component="h4" sx={{ fontWeight: 700 }}>
          Seasons
        </Typography>
        <Typography sx={{ fontSize: 14, color: 'text.secondary', mt: -1 }}>
          Each year between two days (a season may run over New Year): its own USD price per adult, or the tour’s prices changed by a percentage.
        </Typography>
        {seasons.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {seasons.map((row, index) => (
              <SeasonRow
                key={row.key}
                row={row}
                index={index}
                field={field}
                onChange={(next) => set('seasons', seasons.map((item) => (item.key === row.key ? next : item)))}
                onRemove={() => set('seasons', seasons.filter((item) => item.key !== row.key))}
              />
            ))}
          </Box>
        )}
        <Button startIcon={<AddIcon />} onClick={() => set('seasons', [...seasons, newSeasonRow()])} sx={{ justifySelf: 'start' }}>
          Add a season
        </Button>
        {!rowError('seasons.') && listMessage(errors.seasons)}
      </Box>

      <Box component="section" aria-labelledby="tour-policy" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="tour-policy" component="h4" sx={{ fontWeight: 700 }}>
          Cancellation policy
        </Typography>
        <Typography data-testid="policy-preview" sx={{ fontSize: 14, color: 'text.secondary', mt: -1 }}>
          Travellers read: {policyPreview(bands)}
        </Typography>
        {bands.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {bands.map((row, index) => (
              <BandRow
                key={row.key}
                row={row}
                index={index}
                field={field}
                onChange={(next) => set('cancellationPolicy', bands.map((item) => (item.key === row.key ? next : item)))}
                onRemove={() => set('cancellationPolicy', bands.filter((item) => item.key !== row.key))}
              />
            ))}
          </Box>
        )}
        <Button startIcon={<AddIcon />} onClick={() => set('cancellationPolicy', [...bands, newBandRow()])} sx={{ justifySelf: 'start' }}>
          Add a refund band
        </Button>
        {!rowError('cancellationPolicy.') && listMessage(errors.cancellationPolicy)}
      </Box>
    </Box>
  );
}
