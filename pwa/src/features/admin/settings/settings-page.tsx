/**
 * `/admin/settings` (admins): what the site says about the operator: name, contact details, office
 * hours (Nairobi time), social and review links, the trust figures of home and about, the footer
 * badges. Saved, every server-rendered page shows them at once.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SETTINGS_MESSAGES, siteSettingsSchema, type SiteSettings, type SiteSettingsAnswer } from '@safari/shared/settings';
import { FOOTER_BADGE_ICONS } from '@safari/shared/site-badges';
import { useState, type ReactNode } from 'react';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useFormGuard } from '../components/form-guard';
import { touchTargets } from '../lib/touch-targets';
import { useSaveSettings, useSettings } from './settings-api';
import { formatOfficeDate } from '@safari/shared/local-time';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const ICON_LABELS: Record<(typeof FOOTER_BADGE_ICONS)[number], string> = { verified: 'Verified', star: 'Star', reviews: 'Reviews', lock: 'Padlock' };

type Errors = Record<string, string>;

function errorsOf(settings: SiteSettings): Errors {
  const result = siteSettingsSchema.safeParse(settings);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {hint && <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>{hint}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: hint ? 0 : 1.5 }}>{children}</Box>
    </Box>
  );
}

export default function SettingsPage() {
  const query = useSettings();
  if (query.isPending) return <CircularProgress aria-label="Loading the settings" />;
  if (query.isError) return <Alert severity="error">{messageOf(query.error, 'The settings could not be loaded. Check the connection and reload.')}</Alert>;
  // A new form after each save: the guard starts from what was saved.
  return <SettingsForm key={query.data.updatedAt ?? 'seeded'} answer={query.data} />;
}

function SettingsForm({ answer }: { answer: SiteSettingsAnswer }) {
  const [initial] = useState(answer.settings);
  const [values, setValues] = useState(answer.settings);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const save = useSaveSettings();
  const guard = useFormGuard({
    form: 'settings',
    record: null,
    initial,
    values,
    onRestore: setValues,
    onClose: () => setValues(initial),
    submitting: save.isPending,
  });

  const update = (next: SiteSettings) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(errorsOf(next));
  };
  const field = (path: string, label: string, value: string, set: (value: string) => void, extra: { type?: string; multiline?: boolean; helper?: string } = {}) => (
    <TextField
      label={label}
      name={path}
      value={value}
      type={extra.type}
      multiline={extra.multiline}
      onChange={(event) => set(event.target.value)}
      error={Boolean(errors[path])}
      helperText={errors[path] ?? extra.helper}
      slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors[path]) } }}
    />
  );
  const top = <K extends keyof SiteSettings>(key: K) => (value: SiteSettings[K]) => update({ ...values, [key]: value });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure('');
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('Check the fields marked in red.');
      return;
    }
    try {
      await guard.save(() => save.mutateAsync(values));
      showToast(SETTINGS_MESSAGES.saved, { severity: 'success' });
    } catch (error) {
      if (error instanceof RequestFailedError) setErrors(error.fields);
      setFailure(messageOf(error, 'The settings could not be saved. Check the connection and try again.'));
    }
  }

  const hours = values.officeHours;
  const figures = values.figures;
  return (
    <Card sx={{ maxWidth: 980, p: { xs: 2.5, sm: 4 }, ...touchTargets }}>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        What the site says about the business. Saved settings show on every page at once.
        {answer.updatedAt ? ` Last changed ${formatOfficeDate(answer.updatedAt)}.` : ''}
      </Typography>
      {guard.waitingNote}
      <Box component="form" noValidate aria-label="Site settings" onSubmit={submit} sx={{ display: 'grid', gap: 4 }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Group title="Business">
          {field('name', 'Business name', values.name, top('name'))}
          {field('shortName', 'Short name', values.shortName, top('shortName'))}
          {field('tagline', 'Header tagline', values.tagline, top('tagline'))}
          {field('responsePromise', 'Response promise', values.responsePromise, top('responsePromise'))}
        </Group>
        <Group title="Contact">
          {field('phone', 'Phone', values.phone, top('phone'), { type: 'tel', helper: 'As shown, e.g. +254 712 345 678' })}
          {field('whatsapp', 'WhatsApp number', values.whatsapp, top('whatsapp'), { helper: 'With the country code, e.g. 254712345678' })}
          {field('email', 'E-mail', values.email, top('email'), { type: 'email' })}
          {field('whatsappGreeting', 'WhatsApp greeting', values.whatsappGreeting, top('whatsappGreeting'))}
          {field('address', 'Address', values.address, top('address'))}
          {field('mapUrl', 'Map link', values.mapUrl, top('mapUrl'), { type: 'url' })}
        </Group>
        <Group title="Office hours" hint="Nairobi time. The chat tells visitors outside these hours when a planner will answer.">
          <Box role="group" aria-label="Open days" sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {DAYS.map((day, index) => {
              const iso = index + 1;
              return (
                <FormControlLabel
                  key={day}
                  label={day}
                  control={
                    <Checkbox
                      checked={hours.days.includes(iso)}
                      onChange={(event) => top('officeHours')({ ...hours, days: event.target.checked ? [...hours.days, iso].sort((a, b) => a - b) : hours.days.filter((d) => d !== iso) })}
                      sx={{ width: 44, height: 44 }}
                    />
                  }
                />
              );
            })}
            {errors['officeHours.days'] && <Typography sx={{ color: 'error.main', fontSize: 14, width: '100%' }}>{errors['officeHours.days']}</Typography>}
          </Box>
          {field('officeHours.from', 'Opens', hours.from, (from) => top('officeHours')({ ...hours, from }), { type: 'time' })}
          {field('officeHours.to', 'Closes', hours.to, (to) => top('officeHours')({ ...hours, to }), { type: 'time' })}
          <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>{field('officeHours.text', 'As the site says it', hours.text, (text) => top('officeHours')({ ...hours, text }))}</Box>
        </Group>
        <Group title="Links">
          {field('social.instagram', 'Instagram', values.social.instagram, (instagram) => top('social')({ ...values.social, instagram }), { type: 'url' })}
          {field('social.facebook', 'Facebook', values.social.facebook, (facebook) => top('social')({ ...values.social, facebook }), { type: 'url' })}
          {field('social.x', 'X', values.social.x, (x) => top('social')({ ...values.social, x }), { type: 'url' })}
          {field('social.youtube', 'YouTube', values.social.youtube, (youtube) => top('social')({ ...values.social, youtube }), { type: 'url' })}
          {field('reviewUrl', 'Review site', values.reviewUrl, top('reviewUrl'), { type: 'url', helper: "Home's 'Write a review' link" })}
        </Group>
        <Group title="Trust figures" hint="The home page's badge and 'Why choose us', and the about page's counters.">
          <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>{field('figures.heroBadge', 'Home badge', figures.heroBadge, (heroBadge) => top('figures')({ ...figures, heroBadge }))}</Box>
          {figures.home.map((item, index) => (
            <Box key={`home-${index}`} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '96px 1fr', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              {field(`figures.home.${index}.value`, 'Figure', item.value, (value) => top('figures')({ ...figures, home: figures.home.map((h, i) => (i === index ? { ...h, value } : h)) }))}
              {field(`figures.home.${index}.label`, 'Label', item.label, (label) => top('figures')({ ...figures, home: figures.home.map((h, i) => (i === index ? { ...h, label } : h)) }))}
              <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
                {field(`figures.home.${index}.text`, 'Text', item.text, (text) => top('figures')({ ...figures, home: figures.home.map((h, i) => (i === index ? { ...h, text } : h)) }), { multiline: true })}
              </Box>
            </Box>
          ))}
          {figures.about.map((item, index) => (
            <Box key={`about-${index}`} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '120px 1fr' }}>
              {field(`figures.about.${index}.value`, 'About counter', String(item.value), (value) =>
                top('figures')({ ...figures, about: figures.about.map((a, i) => (i === index ? { ...a, value: value === '' ? Number.NaN : Number(value) } : a)) }),
                { type: 'number' },
              )}
              {field(`figures.about.${index}.label`, 'Label', item.label, (label) => top('figures')({ ...figures, about: figures.about.map((a, i) => (i === index ? { ...a, label } : a)) }))}
            </Box>
          ))}
        </Group>
        <Group title="Footer badges">
          {values.footerBadges.map((badge, index) => (
            <Box key={`badge-${index}`} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 140px 44px', alignItems: 'start' }}>
              {field(`footerBadges.${index}.label`, 'Badge', badge.label, (label) => top('footerBadges')(values.footerBadges.map((b, i) => (i === index ? { ...b, label } : b))))}
              <TextField
                select
                label="Icon"
                value={badge.icon}
                onChange={(event) => top('footerBadges')(values.footerBadges.map((b, i) => (i === index ? { ...b, icon: event.target.value as typeof badge.icon } : b)))}
              >
                {FOOTER_BADGE_ICONS.map((icon) => (
                  <MenuItem key={icon} value={icon}>
                    {ICON_LABELS[icon]}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton aria-label={`Remove badge ${badge.label || index + 1}`} onClick={() => top('footerBadges')(values.footerBadges.filter((_, i) => i !== index))}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          {values.footerBadges.length < 6 && (
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => top('footerBadges')([...values.footerBadges, { label: '', icon: 'verified' }])}>
                Add badge
              </Button>
            </Box>
          )}
        </Group>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={guard.requestClose} disabled={save.isPending || !guard.dirty}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Save settings
          </Button>
        </Box>
      </Box>
      {guard.dialogs}
    </Card>
  );
}
