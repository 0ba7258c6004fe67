import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Role } from '@safari/shared/enums';
import {
  alertKindsFor,
  STAFF_ALERT_MAIL_KIND_LABELS,
  STAFF_ALERT_MAIL_MESSAGES,
  STAFF_ALERT_MAIL_MODE_LABELS,
  STAFF_ALERT_MAIL_MODES,
  staffAlertMailSchema,
  type StaffAlertMail,
} from '@safari/shared/staff-alert-mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { call, messageOf, WRITE } from '../api/admin-api';
import { LoadError } from '../components/panel-states';

const QUERY_KEY = ['admin', 'alert-mail'] as const;

/**
 * The Profile screen's choice of live alerts that also come by e-mail: the kinds of the sections
 * this role may use, as they happen or as one digest an hour.
 */
export function AlertMailSettings({ role }: { role: Role }) {
  const headingId = useId();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => call('get', 'admin/events/mail', staffAlertMailSchema, { signal }), staleTime: 0 });
  const client = useQueryClient();
  const save = useMutation({
    ...WRITE,
    mutationFn: (choice: StaffAlertMail) => call('put', 'admin/events/mail', staffAlertMailSchema, { json: choice }),
    onSuccess: (saved) => client.setQueryData(QUERY_KEY, saved),
  });
  const [edited, setEdited] = useState<StaffAlertMail | null>(null);
  const choice = edited ?? query.data;
  const kinds = alertKindsFor(role);

  async function submit() {
    if (!choice) return;
    try {
      await save.mutateAsync(choice);
      setEdited(null);
      showToast(STAFF_ALERT_MAIL_MESSAGES.saved, { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, 'The e-mail alerts could not be saved. Check the connection and try again.'), { severity: 'error', durationMs: 5_000 });
    }
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3.5 }, mt: 3, maxWidth: 920 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        E-mail alerts
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>The bell shows every alert while the console is open. Choose what should also reach your inbox.</Typography>
      {query.error && !query.data ? (
        <LoadError error={query.error} what="your e-mail alerts" onRetry={() => void query.refetch()} />
      ) : !choice ? (
        <CircularProgress aria-label="Loading your e-mail alerts" size={24} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box role="group" aria-label="Alerts by e-mail" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {kinds.map((kind) => (
              <FormControlLabel
                key={kind}
                label={STAFF_ALERT_MAIL_KIND_LABELS[kind]}
                control={
                  <Checkbox
                    checked={choice.kinds.includes(kind)}
                    onChange={(event) => setEdited({ ...choice, kinds: event.target.checked ? [...choice.kinds, kind] : choice.kinds.filter((chosen) => chosen !== kind) })}
                  />
                }
              />
            ))}
          </Box>
          <RadioGroup row aria-label="How often" value={choice.mode} onChange={(event) => setEdited({ ...choice, mode: event.target.value as StaffAlertMail['mode'] })}>
            {STAFF_ALERT_MAIL_MODES.map((mode) => (
              <FormControlLabel key={mode} value={mode} control={<Radio />} label={STAFF_ALERT_MAIL_MODE_LABELS[mode]} />
            ))}
          </RadioGroup>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => void submit()} disabled={save.isPending || !edited} startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Save e-mail alerts
            </Button>
          </Box>
        </Box>
      )}
    </Card>
  );
}
