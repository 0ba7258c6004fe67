import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface SectionErrorProps {
  message: string;
  onRetry(): void;
  retrying?: boolean;
}

/** A section's data could not be loaded: the spec's message and a Retry button. */
export function SectionError({ message, onRetry, retrying = false }: SectionErrorProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        p: 2.5,
        borderRadius: 3,
        bgcolor: '#FBEAE7',
        color: '#7A1F14',
        border: '1px solid #F1C4BC',
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
      <Button variant="outlined" color="inherit" size="small" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Box>
  );
}

/** A section loaded fine but has nothing to show. */
export function SectionEmpty({ message }: { message: string }) {
  return (
    <Typography
      role="status"
      sx={{ p: 3, borderRadius: 3, textAlign: 'center', color: 'text.secondary', bgcolor: 'rgba(30,36,32,0.04)', border: '1px dashed rgba(30,36,32,0.18)' }}
    >
      {message}
    </Typography>
  );
}
