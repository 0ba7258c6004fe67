import IosShareIcon from '@mui/icons-material/IosShare';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { COPY_LINK_MESSAGE_MS } from '@safari/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { brand } from '../../../app/theme';

export const LINK_COPIED = 'Link copied to clipboard!';
const COPY_FAILED = 'Could not copy the link. Please copy it from the address bar.';

/** Copies text with the Clipboard API, or the older selection way where that is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the older way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

const outlined = { borderColor: 'rgba(30,36,32,0.22)', color: brand.charcoal, bgcolor: '#FFFFFF', borderRadius: 999, '&:hover': { borderColor: brand.green, bgcolor: '#F7F3EA' } } as const;

/** Share (the system share sheet where there is one, else a copy) and Copy Link with a 1.8 s confirmation. */
export function ShareActions({ title, text }: { title: string; text: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(window.location.href);
    window.clearTimeout(timer.current);
    setMessage(ok ? LINK_COPIED : COPY_FAILED);
    timer.current = window.setTimeout(() => setMessage(null), COPY_LINK_MESSAGE_MS);
  };

  const share = async () => {
    const data = { title, text, url: window.location.href };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
      }
      return;
    }
    await copy();
  };

  return (
    <>
      <Button variant="outlined" onClick={() => void share()} startIcon={<IosShareIcon aria-hidden="true" />} sx={outlined}>
        Share
      </Button>
      <Button variant="outlined" onClick={() => void copy()} startIcon={<LinkIcon aria-hidden="true" />} sx={outlined}>
        Copy Link
      </Button>
      <Box role="status" aria-live="polite" sx={{ flexBasis: { xs: '100%', sm: 'auto' }, fontWeight: 600, fontSize: 14, color: message === LINK_COPIED ? 'success.main' : 'error.main' }}>
        {message}
      </Box>
    </>
  );
}
