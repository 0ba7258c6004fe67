import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { localIsoDate, MAX_ADULTS, MAX_CHILDREN } from '@safari/shared/booking-rules';
import { MIN_ADULTS, MIN_CHILDREN, PROPOSAL_ERROR_TOAST_MS, PROPOSAL_PROGRESS_DELAYS_MS, PROPOSAL_PROGRESS_STEPS, PROPOSAL_TOAST_MS } from '@safari/shared/constants';
import type {
  BUDGET_TIERS,
  TRANSPORT_MODES} from '@safari/shared/enums';
import {
  BUDGET_BASES,
  BUDGET_FLEXIBILITY,
  CONTACT_PREFERENCES,
  DATE_FLEX_WINDOWS,
  DIETARY_OPTIONS,
  FLIGHT_BOOKED,
  INSURANCE_OPTIONS,
  LODGING_TYPES,
  PROPOSAL_ACTIVITIES,
  ROOM_TYPES,
  TRAVEL_STYLES,
} from '@safari/shared/enums';
import type { ProposalRequest } from '@safari/shared/proposal';
import { useEffect, useState, type ReactNode } from 'react';
import { brand } from '../../../lib/theme';
import { SelectInput, TextArea, TextInput } from '../../../components/form/form-field';
import { ChoiceCards, ConsentCheckbox, CounterField, type Choice } from '../../../components/form/choice-fields';
import { showToast } from '../../../components/toast/toast';
import { useForm } from '../../../components/form/use-form';
import { useOutboxOutcome } from '../../../components/form/use-outbox-outcome';
import { QueuedNotice } from '../../../components/form/queued-notice';
import { sendProposal } from '../api/send-proposal';
import {
  AGE_RANGES,
  checkProposal,
  EMPTY_PROPOSAL,
  FIELD_OF,
  LABELS,
  PROPOSAL_FAILURE,
  PROPOSAL_FIELDS,
  PROPOSAL_FIX_FIELDS,
  PROPOSAL_SUCCESS,
  preloadProposalSchema,
  proposalErrorsFrom,
  type ProposalField,
  type ProposalFormValues,
} from '../lib/proposal-form';
import { CheckboxChips } from './checkbox-chips';
import { senderOf, type ProposalSender } from './proposal-received';
import { useSite } from '../../../lib/site';

const FULL_BAR_MS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

const TIER_CHOICES: Choice<(typeof BUDGET_TIERS)[number]>[] = [
  { value: 'Budget', label: 'Budget', description: 'Comfortable camps, shared game drives' },
  { value: 'Mid-range', label: 'Mid-range', description: 'Lodges and tented camps, private vehicle' },
  { value: 'Luxury', label: 'Luxury', description: 'Boutique lodges, exclusive experiences' },
  { value: 'Mixed', label: 'Mixed', description: 'Splurge on some nights, save on others' },
];

const TRANSPORT_CHOICES: Choice<(typeof TRANSPORT_MODES)[number]>[] = [
  { value: 'road', label: LABELS.transportMode.road, description: 'Safari vehicle with a driver-guide' },
  { value: 'flight', label: LABELS.transportMode.flight, description: 'Light aircraft between airstrips' },
  { value: 'mix', label: LABELS.transportMode.mix, description: 'Drive some legs, fly the long ones' },
];

const PREFER_CHOICES: Choice<(typeof CONTACT_PREFERENCES)[number]>[] = CONTACT_PREFERENCES.map((value) => ({ value, label: LABELS.prefer[value] }));

/** Choices (and the dates, picked from a calendar) show their error as soon as they are made. */
const CHOICE_FIELDS: readonly ProposalField[] = [
  'budget.tier',
  'preferences.transportMode',
  'contact.prefer',
  'consent',
  'party.adults',
  'party.children',
  'trip.startDate',
  'trip.endDate',
];

function Section({ step, title, lead, children }: { step: number; title: string; lead?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`proposal-step-${step}`} sx={{ py: { xs: 3, sm: 3.5 }, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Typography id={`proposal-step-${step}`} component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 21 }}>
        <Box component="span" aria-hidden="true" sx={{ width: 30, height: 30, flexShrink: 0, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: brand.green, color: '#FFFFFF', fontFamily: 'Inter, sans-serif', fontSize: 14, fontWeight: 700 }}>
          {step}
        </Box>
        {title}
      </Typography>
      {lead && <Typography sx={{ mt: 0.75, ml: { sm: 5.25 }, color: 'text.secondary', fontSize: 14.5 }}>{lead}</Typography>}
      <Box sx={{ mt: 2.25, display: 'grid', gap: 2.25 }}>{children}</Box>
    </Box>
  );
}

const twoColumns = { display: 'grid', gap: 2.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' } } as const;

/**
 * The custom-experience (proposal) form. Fields are checked with the shared schema when they lose
 * focus and all of them on submit; any problem shows under its field and in the toast 'Please fix
 * the highlighted fields.' Sending shows the progress steps 10, 45, 80, 100; the success toast
 * shows once the server has accepted the request, and the form is reset; `onReceived` then gets
 * who sent it (for the confirmation card), and null when a new request starts.
 */
export function ProposalForm({ onReceived }: { onReceived: (sender: ProposalSender | null) => void }) {
  const site = useSite();
  const [values, setValues] = useState<ProposalFormValues>(EMPTY_PROPOSAL);
  const [progress, setProgress] = useState<number | null>(null);
  const today = localIsoDate();

  const outbox = useOutboxOutcome({
    // A request saved offline reached the server (or was refused): show the real outcome.
    sent: (item) => {
      showToast(PROPOSAL_SUCCESS, { severity: 'success', durationMs: PROPOSAL_TOAST_MS });
      onReceived(senderOf(item.body as ProposalRequest));
    },
    refused: (item) => {
      form.showErrors(proposalErrorsFrom(Object.entries(item.fields ?? {})), { focus: false, toast: false });
      showToast(PROPOSAL_FIX_FIELDS, { severity: 'error', durationMs: PROPOSAL_ERROR_TOAST_MS });
    },
  });

  const send = async (request: ProposalRequest) => {
    const [first = 10, second = 45, third = 80, last = 100] = PROPOSAL_PROGRESS_STEPS;
    const [toSecond = 400, toThird = 400, toLast = 300] = PROPOSAL_PROGRESS_DELAYS_MS;
    onReceived(null);
    setProgress(first);
    try {
      const sending = sendProposal(request);
      await wait(toSecond);
      setProgress(second);
      await wait(toThird);
      setProgress(third);
      const result = await sending;
      await wait(toLast);
      setProgress(last);
      // The full bar is seen for a moment before the outcome replaces it.
      await wait(FULL_BAR_MS);
      if (result.status === 'failed') {
        const found = proposalErrorsFrom(Object.entries(result.fields ?? {}));
        form.showErrors(found, { toast: false });
        showToast(Object.keys(found).length ? PROPOSAL_FIX_FIELDS : result.message || PROPOSAL_FAILURE, { severity: 'error', durationMs: PROPOSAL_ERROR_TOAST_MS });
        return;
      }
      setValues(EMPTY_PROPOSAL);
      form.reset();
      if (result.status === 'sent') {
        outbox.follow(null);
        showToast(PROPOSAL_SUCCESS, { severity: 'success', durationMs: PROPOSAL_TOAST_MS });
        // The confirmation card (above the emptied form) comes into view and says what happens next.
        onReceived(senderOf(request));
      } else {
        outbox.follow({ id: result.id, message: result.message });
      }
    } catch (error) {
      console.error('Proposal request failed:', error);
      showToast(PROPOSAL_FAILURE, { severity: 'error', durationMs: PROPOSAL_ERROR_TOAST_MS });
    } finally {
      setProgress(null);
    }
  };

  const form = useForm({
    fields: PROPOSAL_FIELDS,
    values,
    check: async (next: ProposalFormValues) => {
      const result = await checkProposal(next);
      return result.ok ? { ok: true as const, data: result.request } : result;
    },
    send,
    blocked: progress !== null,
    touchOnChange: CHOICE_FIELDS,
    invalidToast: { message: PROPOSAL_FIX_FIELDS, durationMs: PROPOSAL_ERROR_TOAST_MS },
  });
  const { errors, blur } = form;

  useEffect(() => {
    preloadProposalSchema();
    void import('../../../offline/submit');
  }, []);

  const change = <K extends keyof ProposalFormValues>(key: K, value: ProposalFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    const field = FIELD_OF[key];
    if (!field) return;
    // The end date is checked against the start date: both show once either is picked.
    form.changed(next, field, key === 'startDate' && next.endDate ? ['trip.endDate'] : []);
  };

  const children = /^\d+$/.test(values.children.trim()) ? Number(values.children) : 0;
  const sending = progress !== null;

  return (
    <Box component="form" {...form.props} aria-label="Proposal form" aria-busy={sending || undefined} sx={{ scrollMarginTop: 96 }}>
      <Section step={1} title="Your trip" lead="Where would you like to go, and when?">
        <TextInput
          label="Destination"
          list="proposal-destinations"
          placeholder="e.g. Masai Mara and Amboseli"
          value={values.destination}
          required
          {...form.field('trip.destination', 'Parks, regions or countries; as many as you like.')}
          onChange={(event) => change('destination', event.target.value)}
        />
        <datalist id="proposal-destinations">
          {['Masai Mara', 'Amboseli', 'Samburu', 'Tsavo East & West', 'Lake Nakuru', 'Ol Pejeta', 'Diani Beach', 'Serengeti (Tanzania)', 'Zanzibar', 'Bwindi (Uganda)', 'Volcanoes (Rwanda)'].map((place) => (
            <option key={place} value={place} />
          ))}
        </datalist>
        <Box sx={twoColumns}>
          <TextInput
            label="Start date"
            type="date"
            min={today}
            value={values.startDate}
            required
            {...form.field('trip.startDate')}
            onChange={(event) => change('startDate', event.target.value)}
          />
          <TextInput
            label="End date"
            type="date"
            min={values.startDate || today}
            value={values.endDate}
            required
            {...form.field('trip.endDate')}
            onChange={(event) => change('endDate', event.target.value)}
          />
        </Box>
        <Box sx={twoColumns}>
          <SelectInput label="How flexible are your dates?" name="trip.flexibility.window" value={values.flexWindow} onChange={(event) => change('flexWindow', event.target.value as ProposalFormValues['flexWindow'])}>
            {DATE_FLEX_WINDOWS.map((value) => (
              <option key={value} value={value}>
                {LABELS.flexWindow[value]}
              </option>
            ))}
          </SelectInput>
          <TextInput
            label="Other months that work"
            placeholder="e.g. August or September"
            value={values.altMonths}
            {...form.field('trip.flexibility.altMonths')}
            onChange={(event) => change('altMonths', event.target.value)}
          />
        </Box>
      </Section>

      <Section step={2} title="Who is travelling">
        <Box sx={{ display: 'grid', columnGap: { xs: 1.5, sm: 2.25 }, rowGap: 2.25, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
          <CounterField
            label="Adults"
            unit="adult"
            name="party.adults"
            value={values.adults}
            min={MIN_ADULTS}
            max={MAX_ADULTS}
            error={errors['party.adults']}
            onChange={(value) => change('adults', value)}
            onBlur={() => blur('party.adults')}
          />
          <CounterField
            label="Children"
            unit="child"
            name="party.children"
            value={values.children}
            min={MIN_CHILDREN}
            max={MAX_CHILDREN}
            hint="Under 18"
            error={errors['party.children']}
            onChange={(value) => change('children', value)}
            onBlur={() => blur('party.children')}
          />
        </Box>
        <Box sx={twoColumns}>
          {children > 0 && (
            <TextInput
              label="Children's ages"
              placeholder="e.g. 6 and 11"
              value={values.childrenAges}
              {...form.field('party.childrenAges', 'Some lodges and activities have age limits.')}
              onChange={(event) => change('childrenAges', event.target.value)}
            />
          )}
          <SelectInput label="Age range of the adults" name="ageRange" value={values.ageRange} onChange={(event) => change('ageRange', event.target.value)}>
            <option value="">Prefer not to say</option>
            {AGE_RANGES.map((range) => (
              <option key={range} value={range}>
                {range}
              </option>
            ))}
          </SelectInput>
        </Box>
      </Section>

      <Section step={3} title="Budget and lodging">
        <ChoiceCards
          legend="Budget tier"
          name="budget.tier"
          choices={TIER_CHOICES}
          columns={{ xs: 1, sm: 2 }}
          value={values.budgetTier}
          error={errors['budget.tier']}
          onChange={(value) => change('budgetTier', value)}
        />
        <Box sx={twoColumns}>
          <SelectInput label="Budget is" name="budget.basis" value={values.budgetBasis} onChange={(event) => change('budgetBasis', event.target.value as ProposalFormValues['budgetBasis'])}>
            {BUDGET_BASES.map((value) => (
              <option key={value} value={value}>
                {LABELS.budgetBasis[value]}
              </option>
            ))}
          </SelectInput>
          <SelectInput label="Budget flexibility" name="budget.flexibility" value={values.budgetFlex} onChange={(event) => change('budgetFlex', event.target.value as ProposalFormValues['budgetFlex'])}>
            {BUDGET_FLEXIBILITY.map((value) => (
              <option key={value} value={value}>
                {LABELS.budgetFlex[value]}
              </option>
            ))}
          </SelectInput>
          <SelectInput label="Lodging" name="lodging.type" value={values.lodgingType} onChange={(event) => change('lodgingType', event.target.value as ProposalFormValues['lodgingType'])}>
            {LODGING_TYPES.map((value) => (
              <option key={value} value={value}>
                {LABELS.lodgingType[value]}
              </option>
            ))}
          </SelectInput>
          <SelectInput label="Room type" name="lodging.room" value={values.room} onChange={(event) => change('room', event.target.value as ProposalFormValues['room'])}>
            {ROOM_TYPES.map((value) => (
              <option key={value} value={value}>
                {LABELS.room[value]}
              </option>
            ))}
          </SelectInput>
        </Box>
        <TextInput
          label="Must-have amenities"
          placeholder="e.g. pool, Wi-Fi, family tent"
          value={values.amenities}
          {...form.field('lodging.amenities')}
          onChange={(event) => change('amenities', event.target.value)}
        />
      </Section>

      <Section step={4} title="Your kind of safari">
        <CheckboxChips legend="Travel style" name="preferences.styles" options={TRAVEL_STYLES} value={values.styles} error={errors['preferences.styles']} onChange={(value) => change('styles', value)} />
        <CheckboxChips
          legend="Activities"
          name="preferences.activities"
          options={PROPOSAL_ACTIVITIES}
          value={values.activities}
          hint="Pick everything that appeals; we will suggest the best fits."
          error={errors['preferences.activities']}
          onChange={(value) => change('activities', value)}
        />
        <ChoiceCards
          legend="Getting between parks"
          name="preferences.transportMode"
          choices={TRANSPORT_CHOICES}
          value={values.transportMode}
          error={errors['preferences.transportMode']}
          onChange={(value) => change('transportMode', value)}
        />
      </Section>

      <Section step={5} title="Arrival and special needs">
        <Box sx={twoColumns}>
          <TextInput
            label="Arrival airport"
            placeholder="e.g. Nairobi (NBO)"
            value={values.airport}
            {...form.field('arrivals.airport')}
            onChange={(event) => change('airport', event.target.value)}
          />
          <SelectInput label="International flight booked?" name="arrivals.flightBooked" value={values.flightBooked} onChange={(event) => change('flightBooked', event.target.value as ProposalFormValues['flightBooked'])}>
            {FLIGHT_BOOKED.map((value) => (
              <option key={value} value={value}>
                {LABELS.flightBooked[value]}
              </option>
            ))}
          </SelectInput>
          <SelectInput label="Dietary needs" name="healthDiet.dietary" value={values.dietary} onChange={(event) => change('dietary', event.target.value as ProposalFormValues['dietary'])}>
            {DIETARY_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {LABELS.dietary[value]}
              </option>
            ))}
          </SelectInput>
          <SelectInput label="Travel insurance" name="insurance.option" value={values.insurance} onChange={(event) => change('insurance', event.target.value as ProposalFormValues['insurance'])}>
            {INSURANCE_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {LABELS.insurance[value]}
              </option>
            ))}
          </SelectInput>
        </Box>
        <TextInput
          label="Accessibility or health needs"
          placeholder="e.g. limited mobility, allergies"
          value={values.accessibility}
          {...form.field('healthDiet.accessibility')}
          onChange={(event) => change('accessibility', event.target.value)}
        />
      </Section>

      <Section step={6} title="Your details">
        <TextInput
          label="Full name"
          autoComplete="name"
          value={values.name}
          required
          {...form.field('contact.name')}
          onChange={(event) => change('name', event.target.value)}
        />
        <Box sx={twoColumns}>
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            required
            {...form.field('contact.email')}
            onChange={(event) => change('email', event.target.value)}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+254 712 345 678"
            value={values.phone}
            required
            {...form.field('contact.phone', 'With country code.')}
            onChange={(event) => change('phone', event.target.value)}
          />
          <TextInput
            label="Country"
            autoComplete="country-name"
            value={values.country}
            required
            {...form.field('contact.country')}
            onChange={(event) => change('country', event.target.value)}
          />
          <TextInput
            label="WhatsApp number"
            type="tel"
            inputMode="tel"
            value={values.whatsapp}
            {...form.field('contact.whatsapp', 'If it differs from your phone.')}
            onChange={(event) => change('whatsapp', event.target.value)}
          />
        </Box>
        <ChoiceCards legend="How should we contact you?" name="contact.prefer" choices={PREFER_CHOICES} value={values.prefer} error={errors['contact.prefer']} onChange={(value) => change('prefer', value)} />
        <TextArea
          label="Anything else we should know?"
          rows={4}
          placeholder="Celebrations, must-see animals, pace of travel…"
          value={values.notes}
          {...form.field('notes')}
          onChange={(event) => change('notes', event.target.value)}
        />
      </Section>

      <Box sx={{ pt: { xs: 3, sm: 3.5 }, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 2.5 }}>
        <ConsentCheckbox name="consent" checked={values.consent} error={errors.consent} onChange={(checked) => change('consent', checked)} onBlur={() => blur('consent')}>
          I agree that {site.name} may contact me by e-mail, phone or WhatsApp about this request.
        </ConsentCheckbox>
        {outbox.queued && <QueuedNotice title="Request saved on your phone" message={outbox.queued.message} />}
        {sending && (
          <Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 14, fontWeight: 600, color: brand.green, mb: 0.75 }}>
              <span>Sending your request…</span>
              <span aria-hidden="true">{progress}%</span>
            </Box>
            <LinearProgress variant="determinate" value={progress} aria-label="Sending your request" sx={{ height: 8, borderRadius: 4 }} />
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 2 }}>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>Free and without obligation. {site.responsePromise}</Typography>
          <Button type="submit" variant="contained" size="large" disabled={sending} endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ minWidth: { sm: 240 } }}>
            {sending ? 'Sending…' : 'Request My Proposal'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
