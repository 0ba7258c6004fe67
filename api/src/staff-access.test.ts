/**
 * Every staff route of the console, walked with no token, a traveller's, an expired one, one
 * signed with another secret, a moderator's and an admin's: 401 / 403 / 401 / 401 / by role / 2xx.
 * A refused write leaves every table (and the uploads folder) as it was.
 */
import { readdir } from 'node:fs/promises';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@safari/shared/enums';
import { canAccessSection } from '@safari/shared/staff';
import { tourInputSchema } from '@safari/shared/admin-tours';
import { blogPostInputSchema } from '@safari/shared/admin-blog';
import { createAuditRepo } from './lib/audit.repo';
import { createStore } from './lib/db';
import { ForbiddenError, UnauthorizedError } from './lib/errors';
import { createBlogAdminRepo } from './features/blog/blog.admin.repo';
import { createToursAdminRepo } from './features/tours/tours.admin.repo';
import { createDashboardRepo } from './features/staff/dashboard.admin.repo';
import { createDashboardService } from './features/staff/dashboard.admin.service';
import { createBlogAdminService } from './features/blog/blog.admin.service';
import { createToursAdminService } from './features/tours/tours.admin.service';
import { createImageStorage, createLocalFileStore } from './features/uploads/image-storage';
import { createUploadsService } from './features/uploads/uploads.service';
import { createTestApp } from '../test/app';
import { expiredTokenFor, foreignTokenFor, insertUser, tokenFor, type UserFixture } from '../test/auth-fixtures';
import { insertPost } from '../test/blog-fixtures';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { insertTour } from '../test/fixtures';
import { countRows, insertComment, pngImage } from '../test/staff-fixtures';

let db: TestDatabase;
let app: express.Express;
let uploadsDir: string;
let secret: string;
const users = {} as Record<'traveller' | 'moderator' | 'admin', UserFixture>;
const ids: Record<string, string> = {};
let png: Buffer;

type Caller = 'moderator' | 'admin';

interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path for this caller (deletes use a row of their own per caller). */
  path: (caller: Caller) => string;
  body?: Record<string, unknown>;
  /** Multipart files: [field, count]. */
  files?: [string, number];
  roles: readonly Role[];
  success: number;
}

const tourBody = { name: 'Access Check Tour', tourType: 'wildlife', location: 'Serengeti', price: 100, duration: 2 };
const postBody = { title: 'Access check post', author: 'Staff', category: '', content: '<h2>Hi</h2>', image: '' };
const admins = ['admin'] as const;
const staff = ['admin', 'moderator'] as const;

const endpoints: Endpoint[] = [
  { method: 'get', path: () => '/api/dashboard', roles: admins, success: 200 },
  { method: 'get', path: () => '/api/admin/tours', roles: admins, success: 200 },
  { method: 'get', path: () => `/api/admin/tours/${ids.tour}`, roles: admins, success: 200 },
  { method: 'post', path: () => '/api/tours', body: tourBody, roles: admins, success: 201 },
  { method: 'put', path: () => `/api/tours/${ids.tour}`, body: tourBody, roles: admins, success: 200 },
  { method: 'delete', path: (caller) => `/api/tours/${ids[`tourFor_${caller}`]}`, roles: admins, success: 200 },
  { method: 'post', path: () => '/api/upload', files: ['file', 1], roles: staff, success: 200 },
  { method: 'post', path: () => '/api/upload/multiple', files: ['images', 2], roles: staff, success: 200 },
  { method: 'get', path: () => '/api/admin/blogs', roles: staff, success: 200 },
  { method: 'get', path: () => `/api/admin/blogs/${ids.post}`, roles: staff, success: 200 },
  { method: 'post', path: () => '/api/blogs', body: postBody, roles: staff, success: 201 },
  { method: 'put', path: () => `/api/blogs/${ids.post}`, body: postBody, roles: staff, success: 200 },
  { method: 'delete', path: (caller) => `/api/blogs/${ids[`postFor_${caller}`]}`, roles: staff, success: 200 },
  { method: 'get', path: () => `/api/admin/blogs/${ids.post}/comments`, roles: staff, success: 200 },
  { method: 'put', path: () => `/api/admin/comments/${ids.comment}`, body: { hidden: true }, roles: staff, success: 200 },
];

function call(endpoint: Endpoint, caller: Caller, token?: string): request.Test {
  let req = request(app)[endpoint.method](endpoint.path(caller));
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (endpoint.files) {
    const [field, count] = endpoint.files;
    for (let i = 0; i < count; i += 1) req = req.attach(field, png, { filename: `photo-${i}.png`, contentType: 'image/png' });
    return req;
  }
  return endpoint.body ? req.send(endpoint.body) : req;
}

const TABLES = ['tours', 'tour_images', 'tour_itinerary', 'blog_posts', 'blog_comments', 'audit_log', 'users'];

async function snapshot(): Promise<Record<string, unknown>> {
  const counts: Record<string, unknown> = {};
  for (const table of TABLES) counts[table] = await countRows(db.pool, table);
  const state = await db.pool.query<{ tours: string; posts: string; comments: string }>(
    `select (select string_agg(id || is_published::text || coalesce(deleted_at::text, '') || updated_at::text, ',' order by id) from tours) as tours,
            (select string_agg(id || coalesce(deleted_at::text, '') || updated_at::text, ',' order by id) from blog_posts) as posts,
            (select string_agg(id || status, ',' order by id) from blog_comments) as comments`,
  );
  counts.state = state.rows[0];
  counts.uploads = await readdir(uploadsDir).catch(() => []);
  return counts;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  secret = created.config.jwtSecret;
  uploadsDir = created.config.uploadsDir;
  users.traveller = await insertUser(db.pool, { role: 'user' });
  users.moderator = await insertUser(db.pool, { role: 'moderator', email: 'moderator@example.com' });
  users.admin = await insertUser(db.pool, { role: 'admin', email: 'admin@example.com' });
  ids.tour = await insertTour(db.pool, { slug: 'access-tour', name: 'Access Tour' });
  ids.tourFor_admin = await insertTour(db.pool, { slug: 'delete-me-admin' });
  ids.tourFor_moderator = await insertTour(db.pool, { slug: 'delete-me-moderator' });
  ids.post = await insertPost(db.pool, { slug: 'access-post' });
  ids.postFor_admin = await insertPost(db.pool, { slug: 'delete-admin' });
  ids.postFor_moderator = await insertPost(db.pool, { slug: 'delete-moderator' });
  ids.comment = await insertComment(db.pool, ids.post);
  png = await pngImage();
});

afterAll(async () => {
  await db?.drop();
});

describe('staff routes, by caller', () => {
  it('when the shared section table is asked, then travellers get nothing, moderators the blog, admins everything', () => {
    expect(canAccessSection('user', 'blogs')).toBe(false);
    expect(canAccessSection('moderator', 'blogs')).toBe(true);
    expect(canAccessSection('moderator', 'tours')).toBe(false);
    expect(canAccessSection('moderator', 'overview')).toBe(false);
    expect(canAccessSection('moderator', 'users')).toBe(false);
    expect(canAccessSection('admin', 'users')).toBe(true);
  });

  it('when called without a token, with a traveller, expired or foreign token, then 401 / 403 / 401 / 401 and nothing is written', async () => {
    const before = await snapshot();
    for (const endpoint of endpoints) {
      const label = `${endpoint.method.toUpperCase()} ${endpoint.path('admin')}`;
      expect((await call(endpoint, 'admin')).status, `${label} without a token`).toBe(401);
      expect((await call(endpoint, 'admin', tokenFor(secret, users.traveller))).status, `${label} as a traveller`).toBe(403);
      expect((await call(endpoint, 'admin', expiredTokenFor(secret, users.admin))).status, `${label} with an expired token`).toBe(401);
      expect((await call(endpoint, 'admin', foreignTokenFor(users.admin))).status, `${label} with a foreign token`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('when a moderator calls, then blog, comments and uploads answer and tours and the dashboard are refused without writing', async () => {
    const token = tokenFor(secret, users.moderator);
    for (const endpoint of endpoints.filter((e) => !e.roles.includes('moderator'))) {
      const before = await snapshot();
      const res = await call(endpoint, 'moderator', token);
      expect(res.status, `${endpoint.method.toUpperCase()} ${endpoint.path('moderator')}`).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(await snapshot()).toEqual(before);
    }
    for (const endpoint of endpoints.filter((e) => e.roles.includes('moderator'))) {
      const res = await call(endpoint, 'moderator', token);
      expect(res.status, `${endpoint.method.toUpperCase()} ${endpoint.path('moderator')}: ${JSON.stringify(res.body)}`).toBe(endpoint.success);
    }
  });

  it('when an admin calls, then every staff route answers 2xx', async () => {
    const token = tokenFor(secret, users.admin);
    for (const endpoint of endpoints) {
      const res = await call(endpoint, 'admin', token);
      expect(res.status, `${endpoint.method.toUpperCase()} ${endpoint.path('admin')}: ${JSON.stringify(res.body)}`).toBe(endpoint.success);
    }
  });

  it('when staff write, then each write is in the audit trail under its actor', async () => {
    const { rows } = await db.pool.query<{ actor_id: string; action: string; entity: string }>(
      'select actor_id, action, entity from audit_log order by id',
    );
    const of = (user: UserFixture) => rows.filter((row) => row.actor_id === user.id).map((row) => `${row.action} ${row.entity}`);
    expect(of(users.moderator)).toEqual(['upload upload', 'upload upload', 'upload upload', 'create blog_post', 'update blog_post', 'delete blog_post', 'hide blog_comment']);
    expect(of(users.admin)).toEqual([
      'create tour',
      'update tour',
      'delete tour',
      'upload upload',
      'upload upload',
      'upload upload',
      'create blog_post',
      'update blog_post',
      'delete blog_post',
      'hide blog_comment',
    ]);
  });

  it('when a demoted moderator uses a token from before, then the changed role is what counts', async () => {
    const demoted = await insertUser(db.pool, { role: 'moderator' });
    const token = tokenFor(secret, demoted);
    await db.pool.query(`update users set role = 'user' where id = $1`, [demoted.id]);
    await request(app).get('/api/admin/blogs').set('Authorization', `Bearer ${token}`).expect(403);
  });
});

describe('services, without the route guards', () => {
  it('when called directly by a role the section does not allow, then they refuse before writing', async () => {
    const before = await snapshot();
    const traveller = { ...users.traveller, avatar: '' };
    const moderator = { ...users.moderator, avatar: '' };
    const audit = createAuditRepo(db.pool);
    const tours = createToursAdminService({ store: createStore(db.pool, (q) => ({ repo: createToursAdminRepo(q), audit: createAuditRepo(q) })) });
    const blog = createBlogAdminService({ store: createStore(db.pool, (q) => ({ repo: createBlogAdminRepo(q), audit: createAuditRepo(q) })) });
    const uploads = createUploadsService({ storage: createImageStorage(createLocalFileStore(uploadsDir)), audit });
    const dashboard = createDashboardService(createDashboardRepo(db.pool));
    const tour = tourInputSchema.parse(tourBody);

    await expect(tours.create(moderator, tour)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(tours.remove(moderator, ids.tour ?? '')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(dashboard.get(moderator)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(blog.create(traveller, blogPostInputSchema.parse(postBody))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(blog.moderateComment(traveller, ids.comment ?? '', false)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(uploads.storeImages(traveller, 'file', [png])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(tours.list(undefined, { page: 1, pageSize: 5 })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/docs', () => {
  it('when fetched, then every staff route is documented with auth, and no two paths differ only in a parameter name', async () => {
    const doc = (await request(app).get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, { security?: unknown }>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    for (const endpoint of endpoints) {
      const path = endpoint.path('admin').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, '{param}');
      const match = documented.find((entry) => entry.replace(/\{[^}]+\}/g, '{param}') === `${endpoint.method} ${path}`);
      expect(match, `${endpoint.method} ${path}`).toBeDefined();
    }
    const shapes = Object.keys(doc.paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});
