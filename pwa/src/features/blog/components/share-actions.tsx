import IosShareIcon from '@mui/icons-material/IosShare';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { COPY_LINK_MESSAGE_MS } from '@safari/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { brand } from '../../../lib/theme';

export const LINK_COPIED = 'Link copied to clipboard!';
const COPY_FAILED = 'Could not copy the link. Please copy it from the address bar.';
const loadShare = () => import('../lib/share');

const outlined = { borderColor: 'rgba(30,36,32,0.22)', color: brand.charcoal, bgcolor: '#FFFFFF', borderRadius: 999, '&:hover': { borderColor: brand.green, bgcolor: '#F7F3EA' } } as const;

/** Share (the system share sheet where there is one, else a copy) and Copy Link with a 1.8 s confirmation. */
export function ShareActions({ title, text }: { title: string; text: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const { copyText } = await loadShare();
    const ok = await copyText(window.location.href);
    window.clearTimeout(timer.current);
    setMessage(ok ? LINK_COPIED : COPY_FAILED);
    timer.current = window.setTimeout(() => setMessage(null), COPY_LINK_MESSAGE_MS);
  };

  const share = async () => {
    const { shareLink } = await loadShare();
    if ((await shareLink({ title, text, url: window.location.href })) === 'unsupported') await copy();
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
