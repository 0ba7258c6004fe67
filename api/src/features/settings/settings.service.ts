/** Site settings: everyone reads them; admins change them, audited in the same transaction. */
import { settingsOrDefaults, type SiteSettings, type SiteSettingsAnswer } from '@safari/shared/settings';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { assertSection } from '../../lib/staff-access';
import type { SettingsRepo, StoredSettings } from './settings.repo';

export interface SettingsService {
  get(): Promise<SiteSettingsAnswer>;
  /** Admins only (the Settings section); the input is the whole, validated settings. */
  update(actor: AuthUser | undefined, input: SiteSettings): Promise<SiteSettingsAnswer>;
}

const answerOf = (stored: StoredSettings): SiteSettingsAnswer => ({
  settings: settingsOrDefaults(stored.value),
  updatedAt: stored.updatedAt ? stored.updatedAt.toISOString() : null,
});

export function createSettingsService({ store }: { store: Store<{ settings: SettingsRepo; audit: AuditRepo }> }): SettingsService {
  return {
    async get() {
      return answerOf(await store.repos.settings.read());
    },
    async update(actor, input) {
      assertSection(actor, 'settings');
      return store.transaction(async ({ settings, audit }) => {
        const before = settingsOrDefaults((await settings.read({ forUpdate: true })).value);
        const saved = answerOf(await settings.write(input, actor.id));
        const changed = Object.keys(input).filter((key) => JSON.stringify(before[key as keyof SiteSettings]) !== JSON.stringify(input[key as keyof SiteSettings]));
        await audit.record({ actorId: actor.id, action: 'update', entity: 'site_settings', entityId: null, details: { changed }, before, after: saved.settings });
        return saved;
      });
    },
  };
}
