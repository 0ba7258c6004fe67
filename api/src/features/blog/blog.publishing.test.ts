import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBlogListSchema, adminBlogPostSchema } from '@safari/shared/admin-blog';
import { blogListSchema } from '@safari/shared/blog';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createPwaFixture } from '../../../test/pwa-fixture';

let db: TestDatabase;
let app: express.Express;
let pwa: Awaited<ReturnType<typeof createPwaFixture>>;
let auth: string;

beforeAll(async () => {
  db = await createTestDatabase();
  pwa = await createPwaFixture();
  const created = createTestApp({ pool: db.pool, env: { PWA_DIST: pwa.dir, PUBLIC_BASE_URL: 'http://safari.test' } });
  app = created.app;
  const moderator = await insertUser(db.pool, { role: 'moderator' });
  auth = `Bearer ${tokenFor(created.config.jwtSecret, moderator)}`;
});

afterAll(async () => {
  await db?.drop();
  await pwa?.remove();
});

const body = (title: string, extra: Record<string, unknown> = {}) => ({ title, author: 'Amani', category: 'Travel Tips', content: `<p>${title} words.</p>`, image: '', ...extra });

async function create(title: string, extra: Record<string, unknown> = {}) {
  return adminBlogPostSchema.parse((await request(app).post('/api/blogs').set('Authorization', auth).send(body(title, extra)).expect(201)).body);
}

async function setStatus(id: string, status: Record<string, unknown>) {
  return adminBlogPostSchema.parse((await request(app).put(`/api/admin/blogs/${id}/status`).set('Authorization', auth).send(status).expect(200)).body);
}

/** What a visitor can reach of a post: the API, the public list, the server-rendered page and the sitemap. */
async function publicView(slug: string, title: string) {
  const api = (await request(app).get(`/api/blogs/${slug}`)).status;
  const list = blogListSchema.parse((await request(app).get('/api/blogs').query({ limit: 50 }).expect(200)).body);
  // An unknown or hidden post gets the plain app shell; a public one its own title and metadata.
  const page = (await request(app).get(`/blog/${slug}`).set('Accept', 'text/html').expect(200)).text.includes(`<title>${title} |`);
  const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
  return { api, listed: list.items.some((post) => post.slug === slug), page, inSitemap: sitemap.includes(`/blog/${slug}<`) };
}
const hidden = { api: 404, listed: false, page: false, inSitemap: false };
const shown = { api: 200, listed: true, page: true, inSitemap: true };

async function auditActions(id: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ action: string }>(`select action from audit_log where entity = 'blog_post' and entity_id = $1 order by id`, [id]);
  return rows.map((row) => row.action);
}

describe('blog drafts and publishing', () => {
  it('when a post is saved as a draft, then the site does not show it and the console lists it as a draft', async () => {
    const draft = await create('Draft about Tsavo', { status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(await publicView(draft.slug, draft.title)).toEqual(hidden);
    const console = adminBlogListSchema.parse((await request(app).get('/api/admin/blogs').query({ status: 'draft' }).set('Authorization', auth).expect(200)).body);
    expect(console.items.map((post) => post.slug)).toEqual([draft.slug]);
  });

  it('when a draft is published and unpublished, then the site follows each time and the trail records both', async () => {
    const draft = await create('Rhino tracking notes', { status: 'draft' });
    const before = Date.now();
    const published = await setStatus(draft.id, { status: 'published' });
    expect(published.status).toBe('published');
    // Published now, not at the draft's creation.
    expect(new Date(published.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicView(draft.slug, draft.title)).toEqual(shown);

    const unpublished = await setStatus(draft.id, { status: 'draft' });
    expect(unpublished.status).toBe('draft');
    expect(await publicView(draft.slug, draft.title)).toEqual(hidden);
    expect(await auditActions(draft.id)).toEqual(['create', 'publish', 'unpublish']);
  });

  it('when a post is scheduled for later, then it is hidden until then; scheduled in the past, it is public with that date', async () => {
    const later = await create('Migration calendar', { status: 'scheduled', publishAt: '2099-03-05T09:30:00+03:00' });
    expect(later).toMatchObject({ status: 'scheduled', date: '2099-03-05T06:30:00.000Z' });
    expect(await publicView(later.slug, later.title)).toEqual(hidden);

    const past = await create('Looking back at 2025', { status: 'draft' });
    const backdated = await setStatus(past.id, { status: 'scheduled', publishAt: '2025-06-01T08:00:00Z' });
    expect(backdated).toMatchObject({ status: 'published', date: '2025-06-01T08:00:00.000Z' });
    expect(await publicView(past.slug, past.title)).toEqual(shown);
    expect(await auditActions(past.id)).toEqual(['create', 'schedule']);
  });

  it('when a scheduled post’s time comes, then the cached public list and the pages show it with no further write', async () => {
    const soon = await create('Dawn game drive', { status: 'scheduled', publishAt: new Date(Date.now() + 1500).toISOString() });
    expect(await publicView(soon.slug, soon.title)).toEqual(hidden);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await publicView(soon.slug, soon.title)).toEqual(shown);
    const listed = adminBlogListSchema.parse((await request(app).get('/api/admin/blogs').query({ q: 'Dawn game drive' }).set('Authorization', auth).expect(200)).body);
    expect(listed.items[0]?.status).toBe('published');
  });

  it('when an edit leaves the state out, then it is kept; with a state, the edit changes it', async () => {
    const draft = await create('Packing for the Mara', { status: 'draft' });
    const edited = adminBlogPostSchema.parse((await request(app).put(`/api/blogs/${draft.id}`).set('Authorization', auth).send(body('Packing for the Mara, again')).expect(200)).body);
    expect(edited.status).toBe('draft');
    const published = adminBlogPostSchema.parse(
      (await request(app).put(`/api/blogs/${draft.id}`).set('Authorization', auth).send(body('Packing for the Mara', { status: 'published' })).expect(200)).body,
    );
    expect(published.status).toBe('published');
    // A new post without a state is published (the spec's 'Publish Blog').
    expect((await create('Plain post')).status).toBe('published');
  });

  it('when the console lists posts, then the count is explained by state and the filter narrows it', async () => {
    const all = adminBlogListSchema.parse((await request(app).get('/api/admin/blogs').query({ pageSize: 50 }).set('Authorization', auth).expect(200)).body);
    expect(all.counts.draft + all.counts.scheduled + all.counts.published).toBe(all.total);
    expect(all.counts).toEqual({
      draft: all.items.filter((post) => post.status === 'draft').length,
      scheduled: all.items.filter((post) => post.status === 'scheduled').length,
      published: all.items.filter((post) => post.status === 'published').length,
    });
    expect(all.counts.scheduled).toBe(1);
    const publicTotal = blogListSchema.parse((await request(app).get('/api/blogs').expect(200)).body).total;
    expect(publicTotal).toBe(all.counts.published);
    const scheduled = adminBlogListSchema.parse((await request(app).get('/api/admin/blogs').query({ status: 'scheduled' }).set('Authorization', auth).expect(200)).body);
    expect(scheduled).toMatchObject({ total: 1, counts: all.counts });
    expect(scheduled.items.map((post) => post.title)).toEqual(['Migration calendar']);
  });

  it('when a schedule has no date or a state is unknown, then 400 names the field and nothing changes', async () => {
    const post = await create('Balloon safari', { status: 'draft' });
    const noDate = await request(app).put(`/api/admin/blogs/${post.id}/status`).set('Authorization', auth).send({ status: 'scheduled' }).expect(400);
    expect(noDate.body.fields).toEqual({ publishAt: 'Choose the date and time to publish' });
    const badDate = await request(app).put(`/api/admin/blogs/${post.id}/status`).set('Authorization', auth).send({ status: 'scheduled', publishAt: 'next week' }).expect(400);
    expect(badDate.body.fields).toEqual({ publishAt: 'Choose a valid date and time' });
    const badStatus = await request(app).put(`/api/admin/blogs/${post.id}/status`).set('Authorization', auth).send({ status: 'live' }).expect(400);
    expect(badStatus.body.fields).toMatchObject({ status: 'Choose draft, scheduled or published' });
    const onCreate = await request(app).post('/api/blogs').set('Authorization', auth).send(body('No date', { status: 'scheduled' })).expect(400);
    expect(onCreate.body.fields).toMatchObject({ publishAt: 'Choose the date and time to publish' });
    await request(app).put('/api/admin/blogs/00000000-0000-4000-8000-000000000000/status').set('Authorization', auth).send({ status: 'published' }).expect(404);
    await request(app).put(`/api/admin/blogs/${post.id}/status`).send({ status: 'published' }).expect(401);
    expect(await auditActions(post.id)).toEqual(['create']);
  });
});
