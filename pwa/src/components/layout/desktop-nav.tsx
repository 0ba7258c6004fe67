import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { brand } from '../../lib/theme';
import { MAIN_LINKS } from './nav-links';

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

const loadToursMenuPopup = () => import('./tours-menu-popup');
const ToursMenuPopup = lazy(loadToursMenuPopup);

function ToursMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);
  const inTours = pathname === '/tours' || pathname.startsWith('/tours/');

  const openMenu = (element: HTMLElement) => {
    setWanted(true);
    setAnchor(element);
  };

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => openMenu(event.currentTarget)}
        onPointerEnter={() => void loadToursMenuPopup()}
        onFocus={() => void loadToursMenuPopup()}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openMenu(event.currentTarget);
          }
        }}
        endIcon={<ExpandMoreIcon aria-hidden="true" sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        className={inTours ? 'current' : undefined}
        sx={{ ...navButtonSx, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        Tours
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ToursMenuPopup id={menuId} buttonId={buttonId} anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
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
