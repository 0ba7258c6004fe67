import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../lib/theme';
import { useSession } from '../../lib/session';

/** The header's account link: 'Sign In' for visitors, 'My Trips' once signed in. Part of the shell: keep it tiny. */
export function useAccountLink(): { label: string; to: string } {
  return useSession() ? { label: 'My Trips', to: '/dashboard' } : { label: 'Sign In', to: '/login' };
}

/** The compact account entry of the desktop header (an icon with the label from lg up). */
export function AccountEntry() {
  const { label, to } = useAccountLink();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={label}
      title={label}
      sx={{
        display: { xs: 'none', md: 'inline-flex' },
        alignItems: 'center',
        gap: 0.75,
        flexShrink: 0,
        minHeight: 44,
        px: { md: 1, lg: 1.25 },
        borderRadius: 2,
        color: brand.green,
        fontWeight: 600,
        fontSize: 15,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        '&:hover': { bgcolor: 'rgba(27,67,50,0.07)' },
        '&:focus-visible': { outline: `3px solid ${brand.focus}`, outlineOffset: 2 },
      }}
    >
      <AccountCircleOutlinedIcon aria-hidden="true" />
      <Box component="span" sx={{ display: { md: 'none', lg: 'inline' } }}>
        {label}
      </Box>
    </Box>
  );
}
