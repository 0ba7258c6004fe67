import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BLOG_MESSAGES } from '@safari/shared/blog-content';
import { brand } from '../../../app/theme';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** 'Blog post not found.' with a way back to the list. */
export default function PostNotFound() {
  useDocumentTitle('Blog post not found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', minHeight: '60vh' }}>
      <Box sx={{ mx: 'auto', width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(217,164,65,0.18)', color: brand.goldDark }}>
        <ExploreOutlinedIcon sx={{ fontSize: 38 }} aria-hidden="true" />
      </Box>
      <Typography variant="h1" sx={{ mt: 3, fontSize: 'clamp(1.9rem, 1.4rem + 2.5vw, 2.75rem)' }}>
        {BLOG_MESSAGES.postNotFound}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.6 }}>It may have moved, or the link may be mistyped.</Typography>
      <Button href="/blog" variant="contained" startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ mt: 4 }}>
        Back to Blog
      </Button>
    </Container>
  );
}
