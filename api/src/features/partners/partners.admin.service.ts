/** The console's partners (admins): list, add, change or hide, reorder; every write audited in its transaction. */
import { PARTNER_MESSAGES, type AdminPartner, type AdminPartnerList, type PartnerOrder } from '@safari/shared/partner';
import type { z } from 'zod';
import type { partnerInputSchema, partnerUpdateSchema } from '@safari/shared/partner';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { assertSection } from '../../lib/staff-access';
import type { PartnersAdminRepo } from './partners.admin.repo';

type PartnerInput = z.output<typeof partnerInputSchema>;
type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

export interface PartnersAdminService {
  list(actor: AuthUser | undefined): Promise<AdminPartnerList>;
  create(actor: AuthUser | undefined, input: PartnerInput): Promise<AdminPartner>;
  update(actor: AuthUser | undefined, id: string, input: PartnerUpdate): Promise<AdminPartner>;
  reorder(actor: AuthUser | undefined, order: PartnerOrder): Promise<AdminPartnerList>;
}

type Tx = { partners: PartnersAdminRepo; audit: AuditRepo };

const UNIQUE_VIOLATION = '23505';
const nameTaken = () => new ValidationError({ name: PARTNER_MESSAGES.nameTaken }, PARTNER_MESSAGES.nameTaken);

/** A unique-name race lost at insert or update is the same answer as the check before it. */
async function mapUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw nameTaken();
    throw error;
  }
}

const snapshot = ({ name, image, url, hidden, position }: AdminPartner) => ({ name, image, url, hidden, position });

export function createPartnersAdminService({ store }: { store: Store<Tx> }): PartnersAdminService {
  return {
    async list(actor) {
      assertSection(actor, 'partners');
      return { items: await store.repos.partners.list() };
    },
    async create(actor, input) {
      assertSection(actor, 'partners');
      return mapUnique(() =>
        store.transaction(async ({ partners, audit }) => {
          await partners.lockAll();
          if (await partners.nameTaken(input.name)) throw nameTaken();
          const id = await partners.create(input);
          const created = await partners.get(id);
          if (!created) throw new Error('created partner not found');
          await audit.record({ actorId: actor.id, action: 'create', entity: 'partner', entityId: id, details: { name: created.name }, after: snapshot(created) });
          return created;
        }),
      );
    },
    async update(actor, id, input) {
      assertSection(actor, 'partners');
      return mapUnique(() =>
        store.transaction(async ({ partners, audit }) => {
          const before = await partners.get(id, { forUpdate: true });
          if (!before) throw new NotFoundError('Partner not found');
          const fields = { name: input.name ?? before.name, image: input.image ?? before.image, url: input.url ?? before.url, hidden: input.hidden ?? before.hidden };
          if (fields.name.toLowerCase() !== before.name.toLowerCase() && (await partners.nameTaken(fields.name, id))) throw nameTaken();
          await partners.update(id, fields);
          const after = await partners.get(id);
          if (!after) throw new NotFoundError('Partner not found');
          // Hiding and showing are their own actions in the trail; anything else is an update.
          const action = before.hidden !== after.hidden && input.name === undefined && input.image === undefined && input.url === undefined ? (after.hidden ? 'hide' : 'show') : 'update';
          await audit.record({ actorId: actor.id, action, entity: 'partner', entityId: id, details: { name: after.name }, before: snapshot(before), after: snapshot(after) });
          return after;
        }),
      );
    },
    async reorder(actor, { ids }) {
      assertSection(actor, 'partners');
      return store.transaction(async ({ partners, audit }) => {
        await partners.lockAll();
        const before = await partners.list();
        const known = new Set(before.map((partner) => partner.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw new ValidationError({ ids: PARTNER_MESSAGES.orderMismatch }, PARTNER_MESSAGES.orderMismatch);
        }
        await partners.reorder(ids);
        const after = await partners.list();
        await audit.record({
          actorId: actor.id,
          action: 'reorder',
          entity: 'partner',
          entityId: null,
          details: { order: after.map((partner) => partner.name) },
          before: { order: before.map((partner) => partner.name) },
          after: { order: after.map((partner) => partner.name) },
        });
        return { items: after };
      });
    },
  };
}
