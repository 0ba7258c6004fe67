/**
 * The staff inbox (admins and moderators): one list per tab, a detail view, replies by e-mail
 * through the notifications outbox, and status changes, each write audited with before/after.
 */
import {
  INBOX_AUDIT_ENTITIES,
  INBOX_MESSAGES,
  storedProposalSchema,
  type InboxExportQuery,
  type InboxItem,
  type InboxList,
  type InboxListQuery,
  type InboxReplyBody,
  type InboxReplyInput,
  type InboxStatus,
  type InboxSummary,
  type InboxTab,
} from '@safari/shared/admin-inbox';
import { CHAT_AWAY_AFTER_MS, chatLinkPath, firstNameOf } from '@safari/shared/chat';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { assertSection } from '../../lib/staff-access';
import type { ChatRepo } from './chat.repo';
import type { InboxRepo, InboxRow } from './enquiries.admin.repo';

const PREVIEW_MAX = 140;

export interface InboxService {
  list(actor: AuthUser | undefined, tab: InboxTab, query: InboxListQuery): Promise<InboxList>;
  /** Every row of the tab matching the filters, for the CSV export. */
  exportRows(actor: AuthUser | undefined, tab: InboxTab, query: InboxExportQuery): Promise<InboxRow[]>;
  get(actor: AuthUser | undefined, tab: InboxTab, id: string): Promise<InboxItem>;
  /**
   * Queues the reply e-mail (or, `via: 'chat'`, posts it into the chat's thread, e-mailed too when the
   * traveller gave an address and has left) and marks the item answered, in one transaction.
   */
  reply(actor: AuthUser | undefined, tab: InboxTab, id: string, input: InboxReplyBody | InboxReplyInput): Promise<InboxItem>;
  setStatus(actor: AuthUser | undefined, tab: InboxTab, id: string, status: InboxStatus): Promise<InboxItem>;
}

/** What the service works on: the inbox tables, the outbox and the audit trail, alone or in one transaction. */
export interface InboxStore {
  inbox: InboxRepo;
  outbox: Outbox;
  audit: AuditRepo;
  chat: ChatRepo;
}

function previewOf(row: InboxRow): string {
  if (row.tab === 'proposals') {
    const proposal = storedProposalSchema.parse(row.payload ?? {});
    const dates = [proposal.trip.startDate, proposal.trip.endDate].filter(Boolean).join(' – ');
    const adults = proposal.party.adults ?? 0;
    const children = proposal.party.children ?? 0;
    const party = `${adults} ${adults === 1 ? 'adult' : 'adults'}${children ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''}`;
    return [dates, party, proposal.budget.tier].filter(Boolean).join(' · ');
  }
  const flat = row.message.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_MAX ? `${flat.slice(0, PREVIEW_MAX - 1)}…` : flat;
}

function summaryOf(row: InboxRow): InboxSummary {
  return {
    id: row.id,
    tab: row.tab,
    status: row.status,
    name: row.name,
    email: row.email,
    // A proposal's WhatsApp number, when given apart from the phone, is in the detail.
    phone: row.phone,
    subject: row.subject,
    preview: previewOf(row),
    receivedAt: row.receivedAt.toISOString(),
    unsubscribed: row.unsubscribed,
  };
}

/** The audit snapshot: what staff change (status) and who it is about, never the whole payload. */
const snapshot = (row: InboxRow) => ({ status: row.status, name: row.name, email: row.email, handledAt: row.handledAt?.toISOString() ?? null });

/**
 * Sets the item's status in the caller's transaction and audits it with the item as it was (`row`,
 * read under lock) and as it is now.
 */
async function setStatusAudited(
  { inbox, audit }: Pick<InboxStore, 'inbox' | 'audit'>,
  change: { actor: AuthUser; tab: InboxTab; id: string; row: InboxRow; status: InboxStatus; action: string; details: Record<string, unknown> },
): Promise<void> {
  const { actor, tab, id, row } = change;
  await inbox.setStatus(tab, id, change.status, actor.id);
  const after = await inbox.find(tab, id);
  await audit.record({
    actorId: actor.id,
    action: change.action,
    entity: INBOX_AUDIT_ENTITIES[tab],
    entityId: id,
    details: change.details,
    before: snapshot(row),
    after: after ? snapshot(after) : null,
  });
}

/** What the traveller wrote, quoted under the reply. */
function quoteOf(row: InboxRow): { label: string; text: string } | undefined {
  if (row.tab === 'contact' || row.tab === 'chat') return row.message ? { label: 'Your message', text: row.message } : undefined;
  if (row.tab === 'proposals') return { label: 'Your request', text: previewOf(row) ? `${row.subject} · ${previewOf(row)}` : row.subject };
  return undefined;
}

export function createInboxService(deps: { store: Store<InboxStore> }): InboxService {
  const { store } = deps;
  const reader = store.repos.inbox;

  async function chatOf(chat: ChatRepo, id: string): Promise<Pick<InboxItem, 'thread' | 'conversation' | 'chatSeenAt'>> {
    const [thread, messages] = await Promise.all([chat.byId(id), chat.messages(id)]);
    return {
      conversation: Boolean(thread?.conversation),
      chatSeenAt: thread?.seenAt?.toISOString() ?? null,
      thread: messages.map((row) => ({
        id: row.id,
        from: row.author,
        text: row.message,
        at: row.at.toISOString(),
        ...(row.author === 'staff' ? { by: row.staffName ?? '', emailed: row.emailed } : {}),
      })),
    };
  }

  async function detail(inbox: InboxRepo, tab: InboxTab, id: string, chat: ChatRepo = store.repos.chat): Promise<InboxItem> {
    const row = await inbox.find(tab, id);
    if (!row) throw new NotFoundError(INBOX_MESSAGES.notFound);
    return {
      ...(tab === 'chat' ? await chatOf(chat, id) : {}),
      ...summaryOf(row),
      message: row.message,
      consent: row.consent,
      meta: row.meta,
      proposal: row.tab === 'proposals' ? storedProposalSchema.parse(row.payload ?? {}) : null,
      handledAt: row.handledAt?.toISOString() ?? null,
      replies: await inbox.replies(tab, id),
    };
  }

  return {
    async list(actor, tab, query) {
      assertSection(actor, 'enquiries');
      const filters = { q: query.q, status: query.status };
      const [{ items, total }, counts] = await Promise.all([
        reader.list(tab, filters, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        reader.counts(),
      ]);
      return { items: items.map(summaryOf), total, page: query.page, pageSize: query.pageSize, pages: Math.ceil(total / query.pageSize), counts };
    },
    async exportRows(actor, tab, query) {
      assertSection(actor, 'enquiries');
      return reader.all(tab, { q: query.q, status: query.status });
    },
    async get(actor, tab, id) {
      assertSection(actor, 'enquiries');
      return detail(reader, tab, id);
    },
    async reply(actor, tab, id, body) {
      assertSection(actor, 'enquiries');
      if ('via' in body && body.via === 'chat') {
        const input = body;
        if (tab !== 'chat') throw new ConflictError(INBOX_MESSAGES.chatOnly);
        return store.transaction(async ({ inbox, outbox, audit, chat }) => {
          const row = await inbox.find(tab, id, { lock: true });
          if (!row) throw new NotFoundError(INBOX_MESSAGES.notFound);
          const thread = await chat.byId(id, { awayAfterMs: CHAT_AWAY_AFTER_MS });
          if (!thread?.conversation) throw new ConflictError(INBOX_MESSAGES.noConversation);
          // The traveller gave an address and their widget has not read the thread lately: e-mail it too.
          const by = firstNameOf(actor.name);
          const notificationId =
            thread.email && thread.away
              ? await outbox.queue('chat_reply', thread.email, { name: thread.name, by, message: input.message, chatPath: chatLinkPath(thread.conversation) })
              : null;
          const messageId = await chat.addMessage({ enquiryId: id, author: 'staff', message: input.message, staffId: actor.id, notificationId });
          await setStatusAudited(
            { inbox, audit },
            { actor, tab, id, row, status: 'answered', action: 'reply', details: { via: 'chat', messageId, emailed: notificationId !== null, ...(notificationId ? { notificationId } : {}) } },
          );
          return detail(inbox, tab, id, chat);
        });
      }
      const input: InboxReplyInput = { subject: body.subject, message: body.message };
      return store.transaction(async ({ inbox, outbox, audit }) => {
        const row = await inbox.find(tab, id, { lock: true });
        if (!row) throw new NotFoundError(INBOX_MESSAGES.notFound);
        if (!row.email) throw new ConflictError(INBOX_MESSAGES.noEmail);
        const notificationId = await outbox.queue('inbox_reply', row.email, { name: row.name, subject: input.subject, message: input.message, quote: quoteOf(row) });
        await inbox.addReply({ tab, itemId: id, notificationId, recipient: row.email, subject: input.subject, message: input.message, actorId: actor.id });
        await setStatusAudited({ inbox, audit }, { actor, tab, id, row, status: 'answered', action: 'reply', details: { subject: input.subject, notificationId } });
        return detail(inbox, tab, id);
      });
    },
    async setStatus(actor, tab, id, status) {
      assertSection(actor, 'enquiries');
      return store.transaction(async ({ inbox, audit }) => {
        const row = await inbox.find(tab, id, { lock: true });
        if (!row) throw new NotFoundError(INBOX_MESSAGES.notFound);
        if (row.status !== status) {
          await setStatusAudited({ inbox, audit }, { actor, tab, id, row, status, action: status === 'archived' ? 'archive' : `mark_${status}`, details: { name: row.name } });
        }
        return detail(inbox, tab, id);
      });
    },
  };
}
