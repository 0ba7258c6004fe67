import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DURATION_BANDS, PRICE_BANDS, TOUR_ACTIVITIES, TOUR_SORTS } from '@safari/shared/enums';
import {
  countActiveTourFilters,
  DURATION_BAND_LABELS,
  EMPTY_TOUR_FILTERS,
  normalizeTourFilters,
  PRICE_BAND_LABELS,
  TOUR_ACTIVITY_LABELS,
  TOUR_SEARCH_MAX,
  TOUR_SORT_LABELS,
  tourFiltersToSearch,
  type TourFilters,
} from '@safari/shared/tour-filters';
import { useEffect, useId, useRef, useState } from 'react';
import { brand } from '../../../lib/theme';
import { useEarlyForm } from '../../../components/form/early-form';
import { SelectInput, TextInput } from '../../../components/form/form-field';

interface TourFilterPanelProps {
  /** The filters in the URL. */
  filters: TourFilters;
  /** Choices of the location filter: the spec's places, then the others of the catalogue. */
  locations: readonly string[];
  onApply: (filters: TourFilters) => void;
  onClear: () => void;
}

/** With JavaScript off the form is always open, the toggle gone (the attributes are the component's own). */
const NO_SCRIPT_CSS = '[data-tour-filters]{display:grid!important}[data-tour-filters-toggle]{display:none!important}';

/** Keys of the form's fields that are typed as strings in the draft. */
type DraftField = Exclude<keyof TourFilters, 'tag'>;

/**
 * The filter form: search, location, duration, price, activity, departure dates and sort. Choices are a draft until
 * Apply (or Enter in the search box) puts them in the URL. It is a GET form to /tours: before the
 * app has started (or without JavaScript) Apply goes there and the server renders the list; Clear resets everything, the header's
 * search and tag included. On phones and small tablets the form folds away behind a 'Filters'
 * button that shows how many filters are active.
 *
 * Apply stays (the spec's behaviour) on every width rather than instant results on wide screens:
 * every applied change is a history entry and a new shareable URL, and one set of rules for
 * phones and desktops is easier to learn. The panel says so, and says when choices wait for Apply.
 */
export function TourFilterPanel({ filters, locations, onApply, onClear }: TourFilterPanelProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const earlyForm = useEarlyForm(formRef);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef(false);
  const activeCount = countActiveTourFilters(filters);

  // The draft follows the URL: a chip removed, a header search or the back button replace it.
  const appliedKey = tourFiltersToSearch(filters);
  const [edit, setEdit] = useState<{ key: string; draft: TourFilters }>({ key: appliedKey, draft: filters });
  const draft = edit.key === appliedKey ? edit.draft : filters;
  const pending = tourFiltersToSearch(normalizeTourFilters(draft)) !== appliedKey;
  const noteId = useId();
  // A location in the URL that the catalogue no longer has stays choosable, so the select shows it.
  const locationChoices = draft.location && !locations.includes(draft.location) ? [...locations, draft.location] : locations;
  const change = (field: DraftField, value: string) =>
    setEdit({ key: appliedKey, draft: { ...draft, [field]: value === '' ? undefined : value } });

  // Applying on a phone folds the form away; focus would be lost with it, so it goes to the toggle.
  useEffect(() => {
    if (!returnFocus.current) return;
    returnFocus.current = false;
    const form = formRef.current;
    if (form && getComputedStyle(form).display === 'none') toggleRef.current?.focus();
  });

  const apply = () => {
    onApply(normalizeTourFilters(draft));
    setOpen(false);
    returnFocus.current = formRef.current?.contains(document.activeElement) ?? false;
  };

  const clear = () => {
    setEdit({ key: tourFiltersToSearch(EMPTY_TOUR_FILTERS), draft: EMPTY_TOUR_FILTERS });
    onClear();
  };

  return (
    <Box>
      <Button
        ref={toggleRef}
        data-tour-filters-toggle=""
        variant="outlined"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
        startIcon={<TuneIcon aria-hidden="true" />}
        endIcon={
          <ExpandMoreIcon aria-hidden="true" sx={{ transition: 'transform 200ms ease', transform: open ? 'rotate(180deg)' : 'none' }} />
        }
        sx={{
          display: { xs: 'inline-flex', md: 'none' },
          width: '100%',
          justifyContent: 'flex-start',
          bgcolor: '#FFFFFF',
          borderColor: 'rgba(30,36,32,0.22)',
          color: 'text.primary',
          '& .MuiButton-endIcon': { ml: 'auto' },
        }}
      >
        Filters
        {activeCount > 0 && (
          <Box
            component="span"
            aria-hidden="true"
            sx={{ ml: 1, minWidth: 24, height: 24, px: 0.75, borderRadius: 999, display: 'inline-grid', placeItems: 'center', bgcolor: brand.green, color: '#FFFFFF', fontSize: 13, fontWeight: 700 }}
          >
            {activeCount}
          </Box>
        )}
      </Button>

      {/* Without JavaScript the toggle cannot open the form: it shows as on wide screens. */}
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <Box
        ref={earlyForm}
        component="form"
        id={panelId}
        action="/tours"
        method="get"
        data-tour-filters=""
        aria-label="Filter tours"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        sx={{
          display: { xs: open ? 'grid' : 'none', md: 'grid' },
          mt: { xs: 1.5, md: 0 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          columnGap: { xs: 2, md: 2.5 },
          rowGap: { xs: 2, md: 2.25 },
          alignItems: 'end',
          p: { xs: 2, sm: 2.5, md: 3 },
          bgcolor: '#FFFFFF',
          borderRadius: 4,
          border: '1px solid rgba(30,36,32,0.08)',
          boxShadow: '0 1px 2px rgba(30,36,32,0.05), 0 8px 24px rgba(30,36,32,0.06)',
        }}
      >
        {/* The header's tag (Wildlife, Luxury, Family) stays with the other filters when sent as a form. */}
        {draft.tag && <input type="hidden" name="tag" value={draft.tag} />}
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <TextInput
            label="Search"
            type="search"
            name="q"
            value={draft.q ?? ''}
            maxLength={TOUR_SEARCH_MAX}
            onChange={(event) => change('q', event.target.value)}
            placeholder="Tour name, place or keyword"
            autoComplete="off"
            enterKeyHint="search"
          />
        </Box>
        <SelectInput label="Location" name="location" value={draft.location ?? ''} onChange={(event) => change('location', event.target.value)}>
          <option value="">All locations</option>
          {locationChoices.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </SelectInput>
        <SelectInput label="Duration" name="duration" value={draft.duration ?? ''} onChange={(event) => change('duration', event.target.value)}>
          <option value="">Any length</option>
          {DURATION_BANDS.map((band) => (
            <option key={band} value={band}>
              {DURATION_BAND_LABELS[band]}
            </option>
          ))}
        </SelectInput>
        <SelectInput label="Price" name="price" value={draft.price ?? ''} onChange={(event) => change('price', event.target.value)}>
          <option value="">Any price</option>
          {PRICE_BANDS.map((band) => (
            <option key={band} value={band}>
              {PRICE_BAND_LABELS[band]}
            </option>
          ))}
        </SelectInput>
        <SelectInput label="Activity" name="activity" value={draft.activity ?? ''} onChange={(event) => change('activity', event.target.value)}>
          <option value="">All activities</option>
          {TOUR_ACTIVITIES.map((activity) => (
            <option key={activity} value={activity}>
              {TOUR_ACTIVITY_LABELS[activity]}
            </option>
          ))}
        </SelectInput>
        <TextInput label="Departing from" type="date" name="departFrom" value={draft.departFrom ?? ''} onChange={(event) => change('departFrom', event.target.value)} />
        <TextInput
          label="Departing until"
          type="date"
          name="departTo"
          value={draft.departTo ?? ''}
          min={draft.departFrom}
          onChange={(event) => change('departTo', event.target.value)}
        />
        <SelectInput label="Sort by" name="sort" value={draft.sort} onChange={(event) => change('sort', event.target.value)}>
          {TOUR_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {TOUR_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectInput>
        <Box sx={{ display: 'flex', gap: 1.5, '& > *': { flex: 1 } }}>
          <Button type="button" variant="outlined" onClick={clear} sx={{ minHeight: 48, borderColor: 'rgba(27,67,50,0.5)' }}>
            Clear
          </Button>
          <Button type="submit" variant="contained" aria-describedby={noteId} sx={{ minHeight: 48 }}>
            Apply
          </Button>
        </Box>
        <Typography
          id={noteId}
          role="status"
          sx={{ gridColumn: '1 / -1', mt: { xs: -0.5, md: -0.75 }, fontSize: 14, color: pending ? brand.goldDark : 'text.secondary', fontWeight: pending ? 700 : 400 }}
        >
          {pending ? 'You have changed the filters: press Apply to see the matching safaris.' : 'Choose your filters, then press Apply to update the list.'}
        </Typography>
      </Box>
    </Box>
  );
}
