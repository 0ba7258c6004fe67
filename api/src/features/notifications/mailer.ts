/**
 * Delivers rendered e-mails: through SMTP when SMTP_URL is set, otherwise as .eml files in the
 * data folder's mail/ directory (readable by any mail client, and by staff from the admin area),
 * so a fresh install shows every e-mail it would have sent without an account anywhere.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { MailAttachment } from '../../lib/mail-attachments';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Our notification id: becomes part of the Message-ID and of the file name. */
  notificationId: string;
  kind: string;
  /** Files sent with it (a receipt's PDF): parts of a multipart/mixed message, in the .eml file too. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves with where the e-mail went (the SMTP answer or the file); rejects when it did not go. */
  send(email: OutgoingEmail): Promise<string>;
  close(): void;
}

const SMTP_TIMEOUT_MS = 15_000;

function messageOf(email: OutgoingEmail, from: string) {
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: `<${email.notificationId}@${domain}>`,
    headers: { 'X-Notification-Kind': email.kind },
    attachments: (email.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
  };
}

export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      async send(email) {
        const info = await transport.sendMail(messageOf(email, config.from));
        return `smtp ${info.response}`;
      },
      close: () => transport.close(),
    };
  }

  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail(messageOf(email, config.from));
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('the mail composer did not return a buffer');
      await mkdir(config.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.dir, `${stamp}-${email.kind}-${email.notificationId}.eml`);
      // Written under a temporary name first: a reader never sees half a message.
      const partial = `${file}.${randomUUID()}.tmp`;
      await writeFile(partial, message, { mode: 0o640 });
      await rename(partial, file);
      return `file ${file}`;
    },
    close: () => transport.close(),
  };
}
