/**
 * Settings on the server-rendered pages (the PWA's real build): a change shows in the HTML of every
 * page at once, on this replica and on one that keeps the catalogue version by listening.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@safari/shared/settings';
import { createListeningCatalogueVersion } from '../../lib/catalogue-version';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const env = { PWA_DIST: path.join(root, 'pwa', 'dist') };

let db: TestDatabase;
let app: express.Express;
let admin = '';

beforeAll(async () => {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env });
  app = created.app;
  admin = tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }));
}, 600_000);

afterAll(async () => {
  await db?.drop();
});

const html = async (target: express.Express, url: string) => {
  const res = await request(target).get(url).set('Accept', 'text/html');
  expect(res.status).toBe(200);
  return res.text;
};
/** The server-rendered page itself (not its page data). */
const rendered = (page: string) => page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json" id="page-data">'));

const save = (settings: SiteSettings) => request(app).put('/api/admin/settings').set('Authorization', `Bearer ${admin}`).send(settings).expect(200);

describe('settings on the server-rendered pages', () => {
  it('when an admin changes the phone, then the HTML of / and /contact shows the new one at once (kept pages are dropped)', async () => {
    for (const url of ['/', '/contact']) {
      const before = rendered(await html(app, url));
      expect(before).toContain('+254 712 345 678');
      expect(before).toContain('tel:+254712345678');
      // Kept: the second answer comes from the page cache.
      expect(rendered(await html(app, url))).toBe(before);
    }

    await save({ ...DEFAULT_SITE_SETTINGS, phone: '+254 733 000 111' });

    for (const url of ['/', '/contact']) {
      const after = await html(app, url);
      expect(rendered(after)).toContain('+254 733 000 111');
      expect(rendered(after)).toContain('tel:+254733000111');
      expect(rendered(after)).not.toContain('+254 712 345 678');
      // The browser hydrates from the same settings (no request of its own).
      expect(after).toContain('"phone":"+254 733 000 111"');
    }
  });

  it('when the trust figures change, then home and about show them', async () => {
    const figures = { ...DEFAULT_SITE_SETTINGS.figures, heroBadge: '5/5 from 900+ travellers', about: [{ value: 42, label: 'Guides on call' }] };
    await save({ ...DEFAULT_SITE_SETTINGS, figures });
    expect(rendered(await html(app, '/'))).toContain('5/5 from 900+ travellers');
    expect(rendered(await html(app, '/about'))).toContain('Guides on call');
  });

  it('when a change is made on another replica, then a replica that keeps its pages by listening shows it within a second', async () => {
    const version = createListeningCatalogueVersion({ db: db.pool, databaseUrl: db.url, pollMs: 600_000 });
    try {
      const { app: other } = createTestApp({ pool: db.pool, env, catalogueVersion: version });
      for (let i = 0; i < 100 && version.known() === undefined; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(rendered(await html(other, '/contact'))).not.toContain('+254 744 222 333');

      await save({ ...DEFAULT_SITE_SETTINGS, phone: '+254 744 222 333' });
      const savedAt = Date.now();
      let page = '';
      while (!page.includes('+254 744 222 333') && Date.now() - savedAt < 5_000) page = rendered(await html(other, '/contact'));
      expect(page).toContain('+254 744 222 333');
      expect(Date.now() - savedAt).toBeLessThan(1_000);
    } finally {
      await version.close();
    }
  });
});
