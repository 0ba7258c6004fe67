/**
 * The travellers' details of a booking, one entry per seat (adults, then children), filled by the
 * lead traveller from My Trips or the booking's link (its key opens it): what the guide's manifest
 * needs. Loaded on demand (it brings the shared schema with it); saved online only.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RESIDENCY_LABELS, type Residency } from '@safari/shared/money-terms';
import { bookingTravellersSchema, travellersInputSchema, type BookingTravellers, type Traveller } from '@safari/shared/travellers';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { TextInput, SelectInput } from '../form/form-field';

interface Entry {
  fullName: string;
  residency: Residency | '';
  nationality: string;
  child: boolean;
  age: string;
  passportNumber: string;
  dietary: string;
  medical: string;
  emergencyName: string;
  emergencyPhone: string;
}

type Errors = Record<string, string>;

const RESIDENCY_ORDER: Residency[] = ['citizen', 'resident', 'nonResident'];

function entriesOf(data: BookingTravellers): Entry[] {
  const seats = data.adults + data.children;
  return Array.from({ length: seats }, (_, index) => {
    const saved: Traveller | undefined = data.travellers.find((traveller) => traveller.seat === index + 1);
    return {
      fullName: saved?.fullName ?? '',
      residency: saved?.residency ?? '',
      nationality: saved?.nationality ?? '',
      child: index >= data.adults,
      age: saved?.age == null ? '' : String(saved.age),
      passportNumber: saved?.passportNumber ?? '',
      dietary: saved?.dietary ?? '',
      medical: saved?.medical ?? '',
      emergencyName: saved?.emergencyContact.name ?? '',
      emergencyPhone: saved?.emergencyContact.phone ?? '',
    };
  });
}

function bodyOf(entries: Entry[]) {
  return {
    travellers: entries.map((entry) => ({
      fullName: entry.fullName,
      residency: entry.residency || undefined,
      nationality: entry.nationality,
      child: entry.child,
      age: entry.child ? (/^\s*\d+\s*$/.test(entry.age) ? Number(entry.age) : undefined) : null,
      passportNumber: entry.passportNumber,
      dietary: entry.dietary,
      medical: entry.medical,
      emergencyContact: { name: entry.emergencyName, phone: entry.emergencyPhone },
    })),
  };
}

/** 'travellers.0.emergencyContact.phone' → the entry's field key 'emergencyPhone' at seat 0. */
function errorKey(path: readonly PropertyKey[]): string | null {
  if (path[0] !== 'travellers' || typeof path[1] !== 'number') return null;
  const field = path[2] === 'emergencyContact' ? (path[3] === 'phone' ? 'emergencyPhone' : 'emergencyName') : String(path[2] ?? '');
  return `${path[1]}.${field}`;
}

async function messageOf(error: unknown): Promise<string> {
  const response = (error as { response?: Response }).response;
  const body = (await response?.json().catch(() => null)) as { error?: unknown } | null;
  if (typeof body?.error === 'string') return body.error;
  return navigator.onLine === false ? 'You are offline. The details are kept here: save them when you are back online.' : 'We could not save the details. Please try again.';
}

export default function TravellersForm({ bookingId, headers = {} }: { bookingId: string; headers?: Record<string, string> }) {
  const [data, setData] = useState<BookingTravellers | null>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const headerKey = JSON.stringify(headers);

  useEffect(() => {
    let cancelled = false;
    api
      .get(`bookings/${encodeURIComponent(bookingId)}/travellers`, { headers: JSON.parse(headerKey) as Record<string, string> })
      .json()
      .then((body) => {
        if (cancelled) return;
        const parsed = bookingTravellersSchema.parse(body);
        setData(parsed);
        setEntries(entriesOf(parsed));
      })
      .catch(async (error: unknown) => {
        if (!cancelled) setLoadError(await messageOf(error).then((text) => (text.startsWith('We could not save') ? 'We could not load the travellers’ details.' : text)));
      });
    return () => {
      cancelled = true;
    };
  }, [bookingId, headerKey]);

  if (loadError) return <Box role="alert" sx={{ color: '#8E1B12', fontSize: 15 }}>{loadError}</Box>;
  if (!data) return <Skeleton variant="rounded" height={120} aria-label="Loading the travellers’ details" />;

  const set = (index: number, field: keyof Entry, value: string) => {
    setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== `${index}.${field}`)));
    setStatus(null);
  };

  const save = async () => {
    const parsed = travellersInputSchema.safeParse(bodyOf(entries));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = errorKey(issue.path);
        if (key) found[key] ??= issue.message;
      }
      setErrors(found);
      setStatus({ tone: 'error', text: 'Please fix the highlighted fields.' });
      return;
    }
    setSaving(true);
    try {
      const saved = bookingTravellersSchema.parse(await api.put(`bookings/${encodeURIComponent(bookingId)}/travellers`, { json: parsed.data, headers }).json());
      setData(saved);
      setStatus({ tone: 'ok', text: saved.complete ? 'Saved. Every traveller’s details are in: thank you!' : 'Saved.' });
    } catch (error) {
      setStatus({ tone: 'error', text: await messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography sx={{ fontSize: 15, color: 'text.secondary', lineHeight: 1.55 }}>
        One entry per seat, for your guide and the park permits. Only our team sees these details.
      </Typography>
      {entries.map((entry, index) => {
        const field = (key: keyof Entry) => ({ value: String(entry[key]), error: errors[`${index}.${key}`], onChange: (event: { target: { value: string } }) => set(index, key, event.target.value) });
        const adultNumber = index + 1;
        const title = entry.child ? `Child ${index - data.adults + 1}` : index === 0 ? 'Adult 1 (lead traveller)' : `Adult ${adultNumber}`;
        return (
          <Box key={index} component="fieldset" sx={{ m: 0, p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, display: 'grid', gap: 2, minWidth: 0 }}>
            <Box component="legend" sx={{ px: 0.75, fontWeight: 700, fontSize: 16 }}>
              {title}
            </Box>
            <TextInput label="Full name (as in the passport)" autoComplete={index === 0 ? 'name' : 'off'} required {...field('fullName')} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <SelectInput label="Residency" required {...field('residency')}>
                <option value="">Choose…</option>
                {RESIDENCY_ORDER.map((residency) => (
                  <option key={residency} value={residency}>
                    {RESIDENCY_LABELS[residency]}
                  </option>
                ))}
              </SelectInput>
              <TextInput label="Nationality" required {...field('nationality')} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: entry.child ? '1fr 1fr' : '1fr' }}>
              {entry.child && <TextInput label="Age" inputMode="numeric" required {...field('age')} />}
              <TextInput label="Passport number (optional)" {...field('passportNumber')} />
            </Box>
            <TextInput label="Dietary needs" placeholder="e.g. vegetarian, no nuts" {...field('dietary')} />
            <TextInput label="Medical notes" placeholder="Anything your guide should know" {...field('medical')} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextInput label="Emergency contact" required {...field('emergencyName')} />
              <TextInput label="Emergency phone" type="tel" inputMode="tel" placeholder="+254 712 345 678" required {...field('emergencyPhone')} />
            </Box>
          </Box>
        );
      })}
      {status && (
        <Box role={status.tone === 'error' ? 'alert' : 'status'} sx={{ p: 1.5, borderRadius: 2, fontWeight: 600, bgcolor: status.tone === 'error' ? '#FDECEA' : '#E7F1EC', color: status.tone === 'error' ? '#7A1D16' : '#1B4332' }}>
          {status.text}
        </Box>
      )}
      <Button variant="contained" size="large" disabled={saving} onClick={() => void save()} endIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined} sx={{ justifySelf: { sm: 'start' } }}>
        {saving ? 'Saving…' : 'Save travellers’ details'}
      </Button>
    </Box>
  );
}
