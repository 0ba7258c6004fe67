import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { clampIndex, counterLabel, hasNext, hasPrevious, nextIndex, previousIndex } from './lightbox-index';

export interface LightboxProps {
  open: boolean;
  /** Number of photos. */
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Accessible title of the dialog, e.g. 'Photos of Masai Mara Migration'. */
  title: string;
  /** Renders the photo at an index. */
  renderImage: (index: number) => ReactNode;
  /** Called once the dialog has fully closed: the place to move focus back to a thumbnail. */
  onClosed?: (index: number) => void;
}

// Phones: the arrows sit in a row under the photo, clear of it; wider screens: beside it.
const arrowSx = {
  position: 'absolute',
  top: { xs: 'auto', sm: '50%' },
  bottom: { xs: 20, sm: 'auto' },
  transform: { xs: 'none', sm: 'translateY(-50%)' },
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.45)',
  width: 52,
  height: 52,
  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.3)', bgcolor: 'rgba(0,0,0,0.25)' },
} as const;

/**
 * A full-screen photo viewer. Esc closes (focus goes back to the opener, or where onClosed puts it),
 * ArrowLeft / ArrowRight move; the arrows show only when there is more than one photo.
 */
export default function Lightbox({ open, count, index, onIndexChange, onClose, title, renderImage, onClosed }: LightboxProps) {
  const titleId = useId();
  const current = clampIndex(index, count);
  const multiple = count > 1;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      onIndexChange(nextIndex(current, count));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onIndexChange(previousIndex(current, count));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      fullScreen
      aria-labelledby={titleId}
      disableRestoreFocus={Boolean(onClosed)}
      onTransitionExited={() => onClosed?.(current)}
      slotProps={{ paper: { sx: { bgcolor: '#0C0A0C', color: '#fff', borderRadius: 0, '--focus-ring': '#F3D08A' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 1.5, sm: 3 }, py: 1 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600, fontSize: 15, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
          <Typography aria-live="polite" aria-atomic="true" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {counterLabel(current, count)}
          </Typography>
          <IconButton aria-label="Close gallery" onClick={onClose} sx={{ color: '#fff' }}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 0, sm: 10 }, pb: { xs: multiple ? 12 : 2, sm: 2 } }}>
        {open && count > 0 && renderImage(current)}
        {multiple && (
          <>
            <IconButton
              aria-label="Previous image"
              onClick={() => onIndexChange(previousIndex(current, count))}
              disabled={!hasPrevious(current, count)}
              sx={{ ...arrowSx, left: { xs: 'calc(50% - 68px)', sm: 20 } }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label="Next image"
              onClick={() => onIndexChange(nextIndex(current, count))}
              disabled={!hasNext(current, count)}
              sx={{ ...arrowSx, right: { xs: 'calc(50% - 68px)', sm: 20 } }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
