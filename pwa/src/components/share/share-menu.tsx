import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkIcon from '@mui/icons-material/Link';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { brand } from '../../lib/theme';
import { shareTargets } from '../../lib/share-links';

const ICONS: Record<string, ReactNode> = {
  WhatsApp: <WhatsAppIcon sx={{ color: '#1FA855' }} />,
  Facebook: <FacebookIcon sx={{ color: '#1877F2' }} />,
  X: <XIcon sx={{ color: '#000000' }} />,
  'E-mail': <EmailOutlinedIcon sx={{ color: brand.green }} />,
};

interface ShareMenuProps {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  /** The page's public address. */
  url: string;
  title: string;
  text: string;
  /** Whether the browser has the system share sheet ('More apps…'). */
  canShareSheet: boolean;
  onCopy: () => void;
  onShareSheet: () => void;
}

/** Share's menu: WhatsApp, Facebook, X and e-mail links, Copy link, and the system share sheet where there is one. */
export default function ShareMenu({ id, anchor, onClose, url, title, text, canShareSheet, onCopy, onShareSheet }: ShareMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { 'aria-label': 'Share this page' }, paper: { sx: { minWidth: 220, borderRadius: 3 } } }}
    >
      {shareTargets({ url, title, text }).map((target) => (
        <MenuItem
          key={target.name}
          component="a"
          href={target.href}
          target={target.name === 'E-mail' ? undefined : '_blank'}
          rel="noopener noreferrer"
          onClick={onClose}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon aria-hidden="true">{ICONS[target.name]}</ListItemIcon>
          <ListItemText>{target.name}</ListItemText>
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
          onCopy();
        }}
        sx={{ minHeight: 48 }}
      >
        <ListItemIcon aria-hidden="true">
          <LinkIcon />
        </ListItemIcon>
        <ListItemText>Copy link</ListItemText>
      </MenuItem>
      {canShareSheet && (
        <MenuItem onClick={onShareSheet} sx={{ minHeight: 48 }}>
          <ListItemIcon aria-hidden="true">
            <MoreHorizIcon />
          </ListItemIcon>
          <ListItemText>More apps…</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
