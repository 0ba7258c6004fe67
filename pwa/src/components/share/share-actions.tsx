import IosShareIcon from '@mui/icons-material/IosShare';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { COPY_LINK_MESSAGE_MS } from '@safari/shared/constants';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { brand } from '../../lib/theme';
import { publicUrl } from '../../lib/share-links';

const LINK_COPIED = 'Link copied to clipboard!';
const COPY_FAILED = 'Could not copy the link. Please copy it from the address bar.';
const loadShare = () => import('../../lib/share');

const outlined = { borderColor: 'rgba(30,36,32,0.22)', color: brand.charcoal, bgcolor: '#FFFFFF', borderRadius: 999, '&:hover': { borderColor: brand.green, bgcolor: '#F7F3EA' } } as const;

// The menu (MUI Menu, the brands' icons) loads when Share is first pressed, not with the page.
const ShareMenu = lazy(() => import('./share-menu'));

/** The page's public address: the canonical link's origin (PUBLIC_BASE_URL) with this path. */
function pageUrl(path: string): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return publicUrl(path, canonical, window.location.origin);
}

interface ShareActionsProps {
  title: string;
  text: string;
  /** The page's own path ('/tours/{slug}', '/blog/{slug}'): shared without the query or hash. */
  path: string;
}

/**
 * Share (a menu of WhatsApp, Facebook, X and e-mail links, plus the system share sheet where the
 * browser has one) and Copy Link with the spec's 1.8 s confirmation. The menu is only built once
 * opened, so the server and the first client render are the same two buttons.
 */
export function ShareActions({ title, text, path }: ShareActionsProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [canShareSheet, setCanShareSheet] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const menuId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const { copyText } = await loadShare();
    const ok = await copyText(pageUrl(path));
    window.clearTimeout(timer.current);
    setMessage(ok ? LINK_COPIED : COPY_FAILED);
    timer.current = window.setTimeout(() => setMessage(null), COPY_LINK_MESSAGE_MS);
  };

  const open = (target: HTMLElement) => {
    setCanShareSheet(typeof navigator.share === 'function');
    setAnchor(target);
  };
  const close = () => setAnchor(null);

  const shareSheet = async () => {
    close();
    const { shareLink } = await loadShare();
    if ((await shareLink({ title, text, url: pageUrl(path) })) === 'unsupported') await copy();
  };

  const url = anchor ? pageUrl(path) : '';

  return (
    <>
      <Button
        variant="outlined"
        onClick={(event) => open(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={<IosShareIcon aria-hidden="true" />}
        sx={outlined}
      >
        Share
      </Button>
      <Button variant="outlined" onClick={() => void copy()} startIcon={<LinkIcon aria-hidden="true" />} sx={outlined}>
        Copy Link
      </Button>
      <Box role="status" aria-live="polite" sx={{ flexBasis: { xs: '100%', sm: 'auto' }, fontWeight: 600, fontSize: 14, color: message === LINK_COPIED ? 'success.main' : 'error.main' }}>
        {message}
      </Box>
      {anchor && (
        <Suspense fallback={null}>
          <ShareMenu id={menuId} anchor={anchor} onClose={close} url={url} title={title} text={text} canShareSheet={canShareSheet} onCopy={() => void copy()} onShareSheet={() => void shareSheet()} />
        </Suspense>
      )}
    </>
  );
}
