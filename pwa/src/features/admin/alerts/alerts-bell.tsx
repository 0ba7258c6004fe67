/**
 * The bell in the console's top bar: unread alerts per kind, the recent alerts (each opens its
 * record's screen), and a toast when a new one arrives. While the stream is down the bell says so
 * quietly, and the alerts missed meanwhile arrive once it is back.
 */
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsPausedIcon from '@mui/icons-material/NotificationsPausedOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Role } from '@safari/shared/enums';
import { canAccessSection } from '@safari/shared/staff';
import { STAFF_EVENT_KINDS, STAFF_EVENT_LABELS, STAFF_EVENT_SECTIONS, staffEventLink, type StaffEvent, type StaffEventKind } from '@safari/shared/staff-events';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { dismissNews, showToast } from '../../../components/toast/toast';
import { alertsState, holdAlerts, markAllRead, onNewAlerts, subscribeAlerts, unreadCounts } from './alerts-store';
import { formatOfficeDateTime } from '@safari/shared/local-time';

/** What an alert is, in a few words. */
const TITLES: Record<StaffEventKind, string> = {
  'booking.created': 'New booking',
  'payment.confirmed': 'Payment confirmed',
  'enquiry.created': 'New enquiry',
  'chat.message': 'Chat message',
  'review.created': 'New review',
};


function headline(alert: StaffEvent): string {
  const { summary } = alert;
  const who = summary.name ?? summary.email ?? 'A visitor';
  if (alert.kind === 'payment.confirmed' && summary.amount) return `${TITLES[alert.kind]}: ${summary.currency ?? ''} ${summary.amount}`.replace(/\s+/g, ' ');
  if (alert.kind === 'enquiry.created' && summary.channel === 'proposal') return `Itinerary request from ${who}`;
  return `${TITLES[alert.kind]} from ${who}`;
}

function detail(alert: StaffEvent): string {
  const { summary } = alert;
  const parts = [alert.kind === 'payment.confirmed' ? summary.name : undefined, summary.reference, summary.tour, summary.preview].filter(Boolean);
  return parts.join(' · ');
}

function toastText(fresh: StaffEvent[]): string {
  const first = fresh[0];
  if (fresh.length === 1 && first) return [headline(first), first.summary.reference ?? first.summary.tour].filter(Boolean).join(' · ');
  return `${fresh.length} new alerts`;
}

export function AlertsBell({ role }: { role: Role }) {
  const current = useSyncExternalStore(subscribeAlerts, alertsState, alertsState);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const kinds = STAFF_EVENT_KINDS.filter((kind) => canAccessSection(role, STAFF_EVENT_SECTIONS[kind]));

  useEffect(() => holdAlerts(), []);
  useEffect(
    () =>
      onNewAlerts((fresh) => {
        showToast(toastText(fresh), { durationMs: 5_000, background: true });
      }),
    [],
  );

  const counts = unreadCounts(current);
  const unread = kinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  const down = !current.live && !current.starting;
  const label = `Alerts${unread > 0 ? `, ${unread} unread` : ''}${down ? ' (reconnecting)' : ''}`;
  const close = () => {
    setAnchor(null);
    markAllRead();
  };

  return (
    <>
      <Tooltip title={down ? 'Live alerts paused: reconnecting…' : 'Alerts'}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => {
            // The list shows every alert: the toast of one would only cover its top.
            dismissNews();
            setAnchor(event.currentTarget);
          }}
          sx={{ minWidth: 44, minHeight: 44 }}
          data-stream={down ? 'down' : current.live ? 'live' : 'starting'}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            {down ? <NotificationsPausedIcon sx={{ color: 'text.secondary' }} /> : <NotificationsIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Alerts', sx: { width: 'min(420px, calc(100vw - 24px))', maxHeight: 'min(560px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column' } } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
              Alerts
            </Typography>
            <Typography role="status" sx={{ fontSize: 13, color: down ? 'warning.main' : 'text.secondary' }}>
              {down ? 'Reconnecting… missed alerts will follow' : current.live ? 'Live' : 'Connecting…'}
            </Typography>
          </Box>
          <Box component="ul" aria-label="Unread by kind" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {kinds.map((kind) => {
              const count = counts[kind] ?? 0;
              return (
                <Box
                  component="li"
                  key={kind}
                  data-kind={kind}
                  sx={{
                    px: 1.25,
                    py: 0.25,
                    borderRadius: 99,
                    fontSize: 13,
                    fontWeight: count > 0 ? 700 : 500,
                    bgcolor: count > 0 ? 'primary.main' : 'action.hover',
                    color: count > 0 ? 'primary.contrastText' : 'text.secondary',
                  }}
                >
                  {STAFF_EVENT_LABELS[kind]} {count}
                </Box>
              );
            })}
          </Box>
        </Box>
        {current.alerts.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary', fontSize: 14 }}>No alerts in the last 24 hours.</Typography>
        ) : (
          <Box component="ul" aria-label="Recent alerts" sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto' }}>
            {current.alerts
              .filter((alert) => kinds.includes(alert.kind))
              .map((alert) => {
                const isUnread = BigInt(alert.id) > BigInt(current.readUpTo);
                return (
                  <li key={alert.id}>
                    <Box
                      component={Link}
                      to={staffEventLink(alert)}
                      onClick={close}
                      data-unread={isUnread || undefined}
                      sx={{
                        display: 'block',
                        minHeight: 56,
                        px: 2,
                        py: 1.25,
                        textDecoration: 'none',
                        color: 'text.primary',
                        borderBottom: 1,
                        borderColor: 'divider',
                        boxShadow: isUnread ? (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` : undefined,
                        '&:hover': { bgcolor: 'action.hover' },
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                      }}
                    >
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                        <Typography sx={{ fontWeight: isUnread ? 700 : 500, fontSize: 15, overflowWrap: 'anywhere' }}>{headline(alert)}</Typography>
                        <Typography component="time" dateTime={alert.at} sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap', pt: 0.25 }}>
                          {formatOfficeDateTime(alert.at)}
                        </Typography>
                      </Box>
                      {detail(alert) && <Typography sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>{detail(alert)}</Typography>}
                    </Box>
                  </li>
                );
              })}
          </Box>
        )}
      </Popover>
    </>
  );
}
