/**
 * What every console form does so that nothing typed is lost (issue 29):
 * - keeps a draft on the tablet while it is typed, and offers it back when the same form opens again
 *   (after a reload, a crash or a dropped session);
 * - asks before closing with changes (Escape, a tap outside, Close, Cancel);
 * - saves through saveWhenOnline: offline, the save waits for the connection while the form is open;
 * - forgets the draft once saved or discarded.
 *
 *   const guard = useFormGuard({ form: 'tour', record: tour?.id ?? null, initial, values, onRestore: setDraft, onClose, submitting });
 *   <Dialog onClose={guard.requestClose}> … {guard.waitingNote} … <Button onClick={guard.requestClose}>Cancel</Button> {guard.dialogs}
 *   send: (input) => guard.save(() => save.mutateAsync(input))
 */
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useSession } from '../../../lib/session';
import { CONSOLE_OFFLINE_BANNER } from '../../../components/pwa/console-offline';
import { saveWhenOnline, SAVE_WAITING_MESSAGE, useOnline } from '../lib/connection';
import { differs, draftTimeLabel, readDraft, removeDraft, writeDraft, type DraftKey } from '../lib/drafts';
import { touchTargets } from '../lib/touch-targets';
import { ConfirmDialog } from './confirm-dialog';

export interface FormGuardOptions<V> {
  /** The form's name in the draft's key: 'tour', 'blog', 'booking', 'payment', 'refund'. */
  form: string;
  /** The record edited; null for a new one. */
  record: string | null;
  /** The values the form opened with (the same object on every render). */
  initial: V;
  values: V;
  /** Puts a kept draft back into the form. */
  onRestore: (values: V) => void;
  /** Closes the form for good. */
  onClose: () => void;
  /** The form is sending: it does not close meanwhile. */
  submitting: boolean;
}

export interface FormGuard {
  /** The values differ from what the form opened with. */
  dirty: boolean;
  /** Closes the form, asking first when it has changes; ignored while it saves. */
  requestClose: () => void;
  /** As requestClose, then runs `after` once the form is closed (a form inside a dialog closing with it). */
  closeThen: (after: () => void) => void;
  /** Runs the form's writes, waiting for the connection if need be; once they succeed the draft is forgotten. */
  save: <T>(run: () => Promise<T>) => Promise<T>;
  /** Counts restores: a control that keeps its own state (the rich-text editor) restarts on a change. */
  restored: number;
  /** The draft offer and the discard question (render them inside the form's dialog). */
  dialogs: ReactNode;
  /**
   * 'Waiting for the connection…' while a save waits (render it above the fields). Offline, it also
   * tells screen readers what the banner says: an open dialog hides the rest of the page from them.
   */
  waitingNote: ReactNode;
}

const DRAFT_WRITE_DELAY_MS = 250;

export function useFormGuard<V>({ form, record, initial, values, onRestore, onClose, submitting }: FormGuardOptions<V>): FormGuard {
  const user = useSession()?.user.id ?? 'signed-out';
  const [key] = useState<DraftKey>(() => ({ user, form, record }));
  const [offer, setOffer] = useState(() => {
    const stored = readDraft<V>(key);
    if (!stored) return null;
    const merged = { ...initial, ...stored.values };
    if (differs(merged, initial)) return { savedAt: stored.savedAt, values: merged };
    removeDraft(key);
    return null;
  });
  // Asking before closing; what else closes once the form has.
  const [asking, setAsking] = useState<{ after?: () => void } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [restored, setRestored] = useState(0);
  const dirty = differs(values, initial);
  const online = useOnline();
  // Saved or discarded: the draft is gone and is not written again.
  const finished = useRef(false);
  const waitController = useRef<AbortController | null>(null);
  const latest = useRef({ values, dirty, paused: offer !== null });

  useEffect(() => {
    latest.current = { values, dirty, paused: offer !== null };
  });

  // Kept as it is typed (the offer of an older draft pauses this, so that draft is not overwritten).
  useEffect(() => {
    if (offer || finished.current) return;
    const timer = window.setTimeout(() => (dirty ? writeDraft(key, values) : removeDraft(key)), DRAFT_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty, offer]);

  // The last keystrokes too, when the page goes away (reload, tab closed) or the form does (signed out).
  useEffect(() => {
    const flush = () => {
      const { values: now, dirty: changed, paused } = latest.current;
      if (paused || finished.current) return;
      if (changed) writeDraft(key, now);
      else removeDraft(key);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      // Nothing waits for the connection beyond the form's life.
      waitController.current?.abort();
    };
  }, [key]);

  const closeThen = useCallback(
    (after?: () => void) => {
      if (submitting) return;
      if (dirty) return setAsking({ after });
      onClose();
      after?.();
    },
    [submitting, dirty, onClose],
  );
  const requestClose = useCallback(() => closeThen(), [closeThen]);

  const save = useCallback(
    async <T,>(run: () => Promise<T>): Promise<T> => {
      const controller = new AbortController();
      waitController.current = controller;
      try {
        const result = await saveWhenOnline(run, { signal: controller.signal, onWaiting: setWaiting });
        finished.current = true;
        removeDraft(key);
        return result;
      } finally {
        if (waitController.current === controller) waitController.current = null;
      }
    },
    [key],
  );

  const offerTitleId = useId();
  const dialogs = (
    <>
      {offer && (
        <Dialog open aria-labelledby={offerTitleId} maxWidth="xs" fullWidth sx={touchTargets}>
          <DialogTitle id={offerTitleId}>Restore your unsaved draft from {draftTimeLabel(offer.savedAt)}?</DialogTitle>
          <DialogContent>
            <DialogContentText>What you typed then is kept on this tablet; it has not been saved.</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button
              onClick={() => {
                removeDraft(key);
                setOffer(null);
              }}
            >
              Discard
            </Button>
            <Button
              variant="contained"
              autoFocus
              onClick={() => {
                onRestore(offer.values);
                setRestored((count) => count + 1);
                setOffer(null);
              }}
            >
              Restore
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {asking && (
        <ConfirmDialog
          title="Discard your changes?"
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          busy={false}
          onConfirm={() => {
            finished.current = true;
            removeDraft(key);
            setAsking(null);
            onClose();
            asking.after?.();
          }}
          onClose={() => setAsking(null)}
        >
          What you typed in this form has not been saved.
        </ConfirmDialog>
      )}
    </>
  );

  const waitingNote = (
    <>
      {!online && (
        <Box role="status" sx={visuallyHidden}>
          {CONSOLE_OFFLINE_BANNER}
        </Box>
      )}
      {waiting && (
        <Alert
          severity="info"
          role="status"
          icon={<CloudOffIcon />}
          action={
            <Button color="inherit" onClick={() => waitController.current?.abort()} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
              Stop waiting
            </Button>
          }
          sx={{ gridColumn: '1 / -1', alignItems: 'center' }}
        >
          {SAVE_WAITING_MESSAGE}
        </Alert>
      )}
    </>
  );

  return { dirty, requestClose, closeThen, save, restored, dialogs, waitingNote };
}
