import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The admin area is built in a later issue; it renders without the public header and footer. */
export default function AdminPlaceholder() {
  useDocumentTitle('Admin');
  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)' }}>
          Admin area — coming soon
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          <Link href="/">Back to the website</Link>
        </Typography>
      </Box>
    </Box>
  );
}
