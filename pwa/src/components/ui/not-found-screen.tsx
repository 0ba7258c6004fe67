import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { brand } from '../../lib/theme';

interface NotFoundScreenProps {
  /** The heading. */
  title: string;
  /** The tab's title; a page of the route table sets its own (`usePageTitle`). */
  documentTitle?: string;
  text: ReactNode;
  /** The ways on (buttons); the page's own. */
  actions: ReactNode;
  /** Longer headings (a post's) use a smaller size. */
  titleSize?: string;
}

/** The one 'not found' screen: a compass, what is missing, and where to go instead. */
export function NotFoundScreen({ title, documentTitle, text, actions, titleSize = 'clamp(2rem, 1.4rem + 3vw, 3rem)' }: NotFoundScreenProps) {
  useDocumentTitle(documentTitle);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', minHeight: '60vh' }}>
      <Box sx={{ mx: 'auto', width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(217,164,65,0.18)', color: brand.goldDark }}>
        <ExploreOutlinedIcon sx={{ fontSize: 38 }} aria-hidden="true" />
      </Box>
      <Typography variant="h1" sx={{ mt: 3, fontSize: titleSize }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.6 }}>{text}</Typography>
      {actions}
    </Container>
  );
}
