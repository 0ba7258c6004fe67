import CloseIcon from '@mui/icons-material/Close';
import IosShareIcon from '@mui/icons-material/IosShare';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { brand } from '../../lib/theme';
import { getInstallState, promptInstall, subscribeInstall } from './install-events';

const DISMISSED_KEY = 'safari.install.dismissed-at';
/** 'Not now' hides the offer for this long. */
const SNOOZE_MS = 30 * 24 * 60 * 60_000;
/** The offer waits until the visitor has looked around a little. */
const SHOW_AFTER_MS = 15_000;

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch); installing there is Share → Add to Home Screen. */
export function isIos(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

function snoozed(): boolean {
  try {
    const at = Number(window.localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < SNOOZE_MS;
  } catch {
    return false;
  }
}

function snooze(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // Storage blocked: the offer comes back next visit.
  }
}

/**
 * Offers to install the app: an Install button where the browser allows it (`beforeinstallprompt`),
 * and a short 'Add to Home Screen' hint on iOS, which has no install prompt. Hidden in the installed
 * app, for a month after 'Not now', and for the first seconds of a visit.
 */
export function InstallOffer() {
  const install = useSyncExternalStore(subscribeInstall, getInstallState, getInstallState);
  const [ready, setReady] = useState(false);
  const [closed, setClosed] = useState(snoozed);
  const [ios] = useState(() => isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints));

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const mode = install.offer ? 'prompt' : ios && !install.installed ? 'ios' : null;
  if (!ready || closed || !mode || isStandalone()) return null;

  const dismiss = () => {
    snooze();
    setClosed(true);
  };

  return (
    <Box
      role="region"
      aria-label="Install the app"
      sx={{
        position: 'fixed',
        zIndex: 1300,
        left: { xs: 12, sm: 'auto' },
        right: { xs: 12, sm: 24 },
        bottom: { xs: 'calc(84px + env(safe-area-inset-bottom))', sm: 96 },
        maxWidth: { sm: 380 },
        p: 2,
        pr: 1,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: 1,
        borderRadius: 3,
        bgcolor: '#FFFFFF',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 32px rgba(15,42,31,0.18)',
      }}
    >
      <Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, color: brand.green }}>
          Install Pulse Safaris
        </Typography>
        {mode === 'prompt' ? (
          <Typography sx={{ mt: 0.5, fontSize: 14, color: 'text.secondary', lineHeight: 1.5 }}>
            Browse tours and guides offline on safari, and send bookings even without signal.
          </Typography>
        ) : (
          <Typography sx={{ mt: 0.5, fontSize: 14, color: 'text.secondary', lineHeight: 1.5 }}>
            Tap <IosShareIcon aria-label="Share" sx={{ fontSize: 18, verticalAlign: 'text-bottom' }} /> Share, then{' '}
            <strong>Add to Home Screen</strong> to use the app offline on safari.
          </Typography>
        )}
        {mode === 'prompt' && (
          <Box sx={{ mt: 1.5, display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              size="small"
              onClick={() => {
                void promptInstall().then((accepted) => {
                  if (!accepted) dismiss();
                });
              }}
            >
              Install
            </Button>
            <Button size="small" onClick={dismiss}>
              Not now
            </Button>
          </Box>
        )}
      </Box>
      <IconButton aria-label="Close" size="small" onClick={dismiss} sx={{ alignSelf: 'start' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
