import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { PAYMENT_STATUS_LABELS } from '@safari/shared/admin-bookings';
import type { Manifest, ManifestRow } from '@safari/shared/departures';
import { formatDate } from '@safari/shared/format';
import { RESIDENCY_LABELS } from '@safari/shared/money-terms';
import { TRAVELLERS_REMINDER_DAYS } from '@safari/shared/travellers';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { LoadError } from '../components/panel-states';
import { touchTargets } from '../lib/touch-targets';
import { downloadManifestCsv, useManifest } from './departures-api';

/**
 * Printed, only the manifest shows: no sidebar, top bar or buttons, black on white, one A4 page
 * (landscape: the columns a guide needs) per vehicle.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4 landscape', margin: '10mm' },
        'html, body': { background: '#FFFFFF !important' },
        'aside, header.MuiAppBar-root, [data-no-print], a[href="#main-content"]': { display: 'none !important' },
        'main#main-content': { padding: '0 !important' },
        // The console's frame fills the screen's height: on paper that would add a blank page.
        '#root *:has(main#main-content)': { minHeight: '0 !important', height: 'auto !important', display: 'block !important' },
        '[data-manifest] *': { color: '#000000 !important', backgroundColor: 'transparent !important', boxShadow: 'none !important' },
        '[data-vehicle-page]': { breakAfter: 'page', breakInside: 'avoid' },
        '[data-vehicle-page]:last-of-type': { breakAfter: 'auto' },
      },
    }}
  />
);

const cell = { border: '1px solid', borderColor: 'divider', px: 0.75, py: 0.5, verticalAlign: 'top', textAlign: 'left' } as const;

function travellerName(row: ManifestRow): string {
  if (row.detailsMissing) return `Seat ${row.seat}: details missing`;
  return row.child && row.age !== null ? `${row.fullName} (child, ${row.age})` : row.fullName;
}

/** One vehicle's page: its travellers with what the guide needs. */
function VehiclePage({ manifest, vehicle, rows }: { manifest: Manifest; vehicle: string; rows: ManifestRow[] }) {
  const { departure } = manifest;
  const guide = departure.guide ? [departure.guide.name, departure.guide.phone].filter(Boolean).join(', ') : 'No guide assigned';
  const pickup = [departure.pickup, departure.pickupTime].filter(Boolean).join(' at ') || 'Not set';
  return (
    <Box component="section" data-vehicle-page aria-label={`Manifest for ${vehicle}`} sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        {departure.tourName} · {formatDate(departure.date, { weekday: true })}
      </Typography>
      <Typography sx={{ fontSize: 14, mt: 0.5, mb: 1.5 }}>
        Vehicle: <strong>{vehicle}</strong> · Guide: <strong>{guide}</strong> · Pickup: <strong>{pickup}</strong> · {rows.length} {rows.length === 1 ? 'traveller' : 'travellers'}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-label={`Travellers in ${vehicle}`} sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13, lineHeight: 1.35, '@media print': { fontSize: 10 } }}>
          <thead>
            <tr>
              {['Booking', 'Traveller', 'Residency, nationality', 'Dietary', 'Medical', 'Emergency contact', 'Lead traveller'].map((label) => (
                <Box component="th" scope="col" key={label} sx={{ ...cell, fontWeight: 700, bgcolor: 'action.hover' }}>
                  {label}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.bookingId}-${row.seat}`}>
                <Box component="td" sx={{ ...cell, whiteSpace: 'nowrap' }}>
                  <strong>{row.reference}</strong>
                  <br />
                  {PAYMENT_STATUS_LABELS[row.paymentStatus]}
                </Box>
                <Box component="th" scope="row" sx={{ ...cell, fontWeight: 600, color: row.detailsMissing ? 'warning.main' : undefined }}>
                  {travellerName(row)}
                  {row.passportNumber && (
                    <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                      Passport {row.passportNumber}
                    </Box>
                  )}
                </Box>
                <Box component="td" sx={cell}>
                  {[row.residency ? RESIDENCY_LABELS[row.residency] : '', row.nationality].filter(Boolean).join(', ')}
                </Box>
                <Box component="td" sx={cell}>
                  {row.dietary}
                </Box>
                <Box component="td" sx={cell}>
                  {row.medical}
                </Box>
                <Box component="td" sx={cell}>
                  {[row.emergencyContact.name, row.emergencyContact.phone].filter(Boolean).join(', ')}
                </Box>
                <Box component="td" sx={cell}>
                  {[row.leadName, row.leadPhone].filter(Boolean).join(', ')}
                </Box>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <Box component="td" colSpan={7} sx={{ ...cell, textAlign: 'center', py: 3 }}>
                  No travellers booked.
                </Box>
              </tr>
            )}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

/** `/admin/departures/:id/manifest`: every traveller for the guide, printable one A4 page per vehicle, and as CSV. */
export default function ManifestPage() {
  const { id = '' } = useParams();
  const query = useManifest(id);
  const [downloading, setDownloading] = useState(false);
  const manifest = query.data;

  async function download() {
    setDownloading(true);
    try {
      await downloadManifestCsv(id);
    } catch (error) {
      showToast(messageOf(error, 'The download failed. Try again.'), { severity: 'error', durationMs: 4_000 });
    } finally {
      setDownloading(false);
    }
  }

  const groups = new Map<string, ManifestRow[]>();
  for (const row of manifest?.rows ?? []) {
    const vehicle = row.vehicle || 'No vehicle assigned';
    groups.set(vehicle, [...(groups.get(vehicle) ?? []), row]);
  }
  if (manifest && groups.size === 0) groups.set(manifest.departure.vehicle?.name ?? 'No vehicle assigned', []);

  return (
    <Box data-manifest sx={touchTargets}>
      {printStyles}
      <Box data-no-print sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to={`/admin/departures/${id}`} startIcon={<ArrowBackIcon />}>
          Back to the departure
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => void download()} disabled={downloading || !manifest} startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}>
          Download CSV
        </Button>
        <Button variant="contained" onClick={() => window.print()} disabled={!manifest} startIcon={<PrintIcon />}>
          Print
        </Button>
      </Box>
      {query.error ? (
        <LoadError error={query.error} what="the manifest" onRetry={() => void query.refetch()} />
      ) : !manifest ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the manifest" />
        </Box>
      ) : (
        <>
          {manifest.missing > 0 && (
            <Alert severity="warning" data-no-print sx={{ mb: 2 }}>
              {manifest.missing} {manifest.missing === 1 ? 'traveller’s details are' : 'travellers’ details are'} missing. The lead traveller is reminded {TRAVELLERS_REMINDER_DAYS} days before travel; staff can fill them in on the booking.
            </Alert>
          )}
          {[...groups].map(([vehicle, rows]) => (
            <VehiclePage key={vehicle} manifest={manifest} vehicle={vehicle} rows={rows} />
          ))}
        </>
      )}
    </Box>
  );
}
