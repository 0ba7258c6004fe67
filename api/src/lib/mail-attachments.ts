/**
 * Files attached to the outbox's e-mails. They are made when the e-mail is sent, not when it is
 * queued (a receipt's PDF is drawn from its ledger row then), by the feature that owns them: the
 * composition root (server.ts) hands the notifications worker that feature's function.
 */
import type { NotificationKind } from './outbox';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The files for one e-mail of `kind` (none for most); rejects when they cannot be made now. */
export type MailAttachments = (kind: NotificationKind, payload: unknown) => Promise<MailAttachment[]>;
