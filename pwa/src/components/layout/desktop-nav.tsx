import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { brand } from '../../app/theme';
import { isCurrentToursLink, MAIN_LINKS, TOURS_MENU } from './nav-links';

const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  fontSize: 15,
  px: 1.5,
  minHeight: 44,
  borderRadius: 2,
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 6,
    height: 2,
    borderRadius: 1,
    bgcolor: brand.gold,
    transform: 'scaleX(0)',
    transition: 'transform 200ms ease',
  },
  '&:hover': { bgcolor: 'rgba(27,67,50,0.06)' },
  '&:hover::after, &.active::after, &[aria-current="page"]::after, &.current::after': { transform: 'scaleX(1)' },
  '&.active, &[aria-current="page"], &.current': { color: brand.green },
} as const;

function ToursMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname, search } = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);
  const inTours = pathname === '/tours' || pathname.startsWith('/tours/');

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        endIcon={<ExpandMoreIcon aria-hidden="true" sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        className={inTours ? 'current' : undefined}
        sx={{ ...navButtonSx, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        Tours
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { sx: { mt: 0.5, minWidth: 200, borderRadius: 3, boxShadow: '0 12px 32px rgba(30,36,32,0.16)' } },
        }}
      >
        {TOURS_MENU.map((item) => (
          <MenuItem
            key={item.to}
            component={RouterLink}
            to={item.to}
            onClick={() => setAnchor(null)}
            aria-current={isCurrentToursLink(item.to, pathname, search) ? 'page' : undefined}
            sx={{ minHeight: 44, fontWeight: 500, '&[aria-current="page"]': { color: brand.green, fontWeight: 700 } }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Home, the Tours dropdown, Blog, About, Contact; the current page is highlighted (aria-current). */
export function DesktopNav() {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: { md: 0, lg: 0.5 } }}>
      <Button component={NavLink} to="/" end sx={navButtonSx}>
        Home
      </Button>
      <ToursMenu />
      {MAIN_LINKS.map((link) => (
        <Button key={link.to} component={NavLink} to={link.to} sx={navButtonSx}>
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
