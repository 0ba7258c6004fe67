/**
 * `/admin/partners` (admins): the home page's partner logos: add one (with its logo), change the
 * order, hide or show. A hidden partner stays here and leaves the site.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { imageUrl } from '@safari/shared/format';
import { partnerInputSchema, type AdminPartner } from '@safari/shared/partner';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useFormGuard } from '../components/form-guard';
import { SingleImageField } from '../components/image-upload';
import { touchTargets } from '../lib/touch-targets';
import { usePartnerMutations, usePartners } from './partners-api';

interface Draft {
  name: string;
  url: string;
  image: string;
}
const EMPTY: Draft = { name: '', url: '', image: '' };

function AddPartner({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create } = usePartnerMutations();
  const guard = useFormGuard({ form: 'partner', record: null, initial: EMPTY, values, onRestore: setValues, onClose: onDone, submitting: create.isPending });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = partnerInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const created = await guard.save(() => create.mutateAsync(parsed.data));
      showToast(`${created.name} added; it shows last on the home page.`, { severity: 'success' });
      onDone();
    } catch (error) {
      if (error instanceof RequestFailedError) setErrors(error.fields);
      showToast(messageOf(error, 'The partner could not be added. Check the connection and try again.'), { severity: 'error' });
    }
  }

  return (
    <Box component="form" noValidate aria-label="Add a partner" onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, mb: 3 }}>
      {guard.waitingNote}
      <TextField label="Name" required value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} error={Boolean(errors.name)} helperText={errors.name} />
      <TextField label="Website" type="url" value={values.url} onChange={(event) => setValues({ ...values, url: event.target.value })} error={Boolean(errors.url)} helperText={errors.url ?? 'Optional, https://…'} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SingleImageField label="Logo" value={values.image} onChange={(image) => setValues({ ...values, image })} messages={UPLOAD_MESSAGES} />
        {errors.image && (
          <Typography role="alert" sx={{ color: 'error.main', fontSize: 14, mt: 0.5 }}>
            {errors.image}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button onClick={guard.requestClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Add partner
        </Button>
      </Box>
      {guard.dialogs}
    </Box>
  );
}

function PartnerRow({ partner, index, count, onMove, busy }: { partner: AdminPartner; index: number; count: number; onMove: (from: number, to: number) => void; busy: boolean }) {
  const { update } = usePartnerMutations();
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: partner.id, input: { hidden: !partner.hidden } });
      showToast(partner.hidden ? `${partner.name} is shown on the site again.` : `${partner.name} is hidden from the site.`, { severity: 'success' });
    } catch (error) {
      showToast(messageOf(error, 'The partner could not be changed.'), { severity: 'error' });
    }
  };
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' }, gap: 2, alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider', opacity: partner.hidden ? 0.6 : 1 }}>
      <Box sx={{ width: { xs: 72, sm: 96 }, height: 56, borderRadius: 1.5, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {partner.image ? <Box component="img" src={imageUrl(partner.image)} alt="" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} /> : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {partner.position}. {partner.name} {partner.hidden && <Chip size="small" label="Hidden" sx={{ ml: 1 }} />}
        </Typography>
        <Typography sx={{ fontSize: 14, color: 'text.secondary', overflowWrap: 'anywhere' }}>{partner.url || 'No website'}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, gridColumn: { xs: '1 / -1', sm: 'auto' }, justifyContent: 'flex-end' }}>
        <IconButton aria-label={`Move ${partner.name} up`} disabled={busy || index === 0} onClick={() => onMove(index, index - 1)}>
          <ArrowUpIcon />
        </IconButton>
        <IconButton aria-label={`Move ${partner.name} down`} disabled={busy || index === count - 1} onClick={() => onMove(index, index + 1)}>
          <ArrowDownIcon />
        </IconButton>
        <FormControlLabel sx={{ ml: 1, mr: 0 }} label="Shown" control={<Switch checked={!partner.hidden} disabled={update.isPending} onChange={() => void toggle()} slotProps={{ input: { 'aria-label': `Show ${partner.name} on the site` } }} />} />
      </Box>
    </Box>
  );
}

export default function PartnersPage() {
  const query = usePartners();
  const { reorder } = usePartnerMutations();
  const [adding, setAdding] = useState(false);

  async function move(from: number, to: number) {
    const items = query.data?.items ?? [];
    const ids = items.map((partner) => partner.id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    try {
      await reorder.mutateAsync(ids);
    } catch (error) {
      showToast(messageOf(error, 'The order could not be saved.'), { severity: 'error' });
      void query.refetch();
    }
  }

  return (
    <Card sx={{ maxWidth: 980, p: { xs: 2.5, sm: 4 }, ...touchTargets }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>The logos in the home page's partner carousel, in this order. Hidden partners stay here and leave the site.</Typography>
        {!adding && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add partner
          </Button>
        )}
      </Box>
      {adding && <AddPartner onDone={() => setAdding(false)} />}
      {query.isPending && <CircularProgress aria-label="Loading the partners" />}
      {query.isError && <Alert severity="error">{messageOf(query.error, 'The partners could not be loaded. Check the connection and reload.')}</Alert>}
      {query.data && query.data.items.length === 0 && <Typography>No partners yet.</Typography>}
      {query.data && query.data.items.length > 0 && (
        <Box component="ol" aria-label="Partners" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {query.data.items.map((partner, index) => (
            <PartnerRow key={partner.id} partner={partner} index={index} count={query.data.items.length} onMove={(from, to) => void move(from, to)} busy={reorder.isPending} />
          ))}
        </Box>
      )}
    </Card>
  );
}
