import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../lib/theme';
import { useDocumentTitle } from '../../hooks/use-document-title';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card ('New here? Create an account'). */
  footer?: ReactNode;
}

/** The frame of the account screens: a centred card on a soft savanna backdrop. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        px: 2,
        py: { xs: 4, md: 8 },
        minHeight: { md: '70vh' },
        background: `radial-gradient(60% 50% at 90% 0%, rgba(217,164,65,0.2) 0%, rgba(217,164,65,0) 70%), radial-gradient(50% 50% at 0% 100%, rgba(45,106,79,0.1) 0%, rgba(45,106,79,0) 70%), ${brand.sand}`,
      }}
    >
      <Box
        component="section"
        aria-labelledby="auth-title"
        sx={{
          mx: 'auto',
          maxWidth: 460,
          bgcolor: '#FFFFFF',
          borderRadius: 4,
          p: { xs: 3, sm: 4.5 },
          boxShadow: '0 1px 2px rgba(30,36,32,0.06), 0 12px 40px rgba(30,36,32,0.1)',
        }}
      >
        <Typography id="auth-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, color: brand.green }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.6 }}>{subtitle}</Typography>}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Box>
      {footer && <Box sx={{ mt: 3, textAlign: 'center', color: 'text.secondary', fontSize: 15 }}>{footer}</Box>}
    </Box>
  );
}

/** The red banner above a form with the server's message. */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <Box role="alert" sx={{ mb: 2.5, px: 2, py: 1.5, borderRadius: 2, bgcolor: '#FDECEA', color: '#8E1B12', border: '1px solid #F5C2BC', fontWeight: 500, lineHeight: 1.5 }}>
      {message}
    </Box>
  );
}

/** A green confirmation box. */
export function SuccessBanner({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ mb: 2.5, px: 2, py: 1.5, borderRadius: 2, bgcolor: '#E8F3EC', color: brand.greenDark, border: '1px solid #BFDCCB', lineHeight: 1.6 }}>
      {children}
    </Box>
  );
}
