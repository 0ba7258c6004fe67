import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router';
import { brand } from '../../lib/theme';
import { isCurrentToursLink, TOURS_MENU } from './nav-links';

interface ToursMenuPopupProps {
  id: string;
  buttonId: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The Tours dropdown's list (MUI Menu: arrow keys, Home/End, Esc). Loaded when the menu is first
 * wanted, so the Menu/Popover/Modal code is not part of every page's first load.
 */
export default function ToursMenuPopup({ id, buttonId, anchorEl, onClose }: ToursMenuPopupProps) {
  const { pathname, search } = useLocation();
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
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
          onClick={onClose}
          aria-current={isCurrentToursLink(item.to, pathname, search) ? 'page' : undefined}
          sx={{ minHeight: 44, fontWeight: 500, '&[aria-current="page"]': { color: brand.green, fontWeight: 700 } }}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
