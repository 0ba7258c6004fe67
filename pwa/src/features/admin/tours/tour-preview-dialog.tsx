import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AdminTourSummary } from '@safari/shared/admin-tours';
import { formatUsd, imageUrl } from '@safari/shared/format';
import { useState } from 'react';
import { AuditHistory } from '../components/audit-history';


/** Preview: image, name, location, price, duration in days and description, with Close. */
export function TourPreviewDialog({ tour, onClose }: { tour: AdminTourSummary; onClose: () => void }) {
  const [broken, setBroken] = useState(false);
  const src = !broken && tour.image ? imageUrl(tour.image) : '';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="tour-preview-title">
      {src ? (
        <Box component="img" src={src} alt="" onError={() => setBroken(true)} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
      ) : (
        <Box aria-hidden="true" sx={{ width: '100%', aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
          No image
        </Box>
      )}
      <DialogTitle id="tour-preview-title" sx={{ pb: 0.5 }}>
        {tour.name}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip label={tour.location || 'No location'} />
          <Chip label={tour.price === null ? 'No price' : formatUsd(tour.price)} />
          <Chip label={tour.duration === null ? 'No fixed length' : `${tour.duration} ${tour.duration === 1 ? 'day' : 'days'}`} />
          {!tour.isPublished && <Chip label="Unpublished" color="warning" variant="outlined" />}
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{tour.description || 'No description yet.'}</Typography>
        <AuditHistory entity="tour" entityId={tour.id} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
