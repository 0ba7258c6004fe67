/** Site settings: `/api/settings` and `/api/admin/settings`, and the settings every server-rendered page carries. */
import type { SiteSettings } from '@safari/shared/settings';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createSettingsRepo } from './settings.repo';
import { SETTINGS_KEY, settingsRouter } from './settings.routes';
import { createSettingsService } from './settings.service';

export function settingsFeature({ pool, docs, auth, catalogue }: FeatureDeps & { auth: Auth; catalogue: CatalogueCache }): Feature & { read: () => Promise<SiteSettings> } {
  const store = createStore(pool, (db) => ({ settings: createSettingsRepo(db), audit: createAuditRepo(db) }));
  const service = createSettingsService({ store });
  return {
    router: settingsRouter({ service, auth, docs, catalogue }),
    // From memory, one read per catalogue version (a change bumps it on every replica).
    read: async () => (await catalogue.get(SETTINGS_KEY, () => service.get())).settings,
  };
}
