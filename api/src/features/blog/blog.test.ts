import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { blogCommentListSchema, blogLikeSchema, blogListSchema, blogPostSchema, guideListSchema } from '@safari/shared/blog';
import { normalizeGuide } from '@safari/shared/guide';
import { seedBlogPosts } from '@safari/db/seed-data/blog-posts';
import { createTestApp } from '../../../test/app';
import { expiredTokenFor, insertUser, tokenFor, type UserFixture } from '../../../test/auth-fixtures';
import { insertPost } from '../../../test/blog-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { sanitizePostHtml } from './blog-html';
import { createBlogRepo } from './blog.repo';

let db: TestDatabase;
let app: express.Express;
let secret: string;
const ids: Record<string, string> = {};

/** Published posts, oldest first: p1 is the oldest, p8 the newest. */
const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9)).toISOString();
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  secret = created.config.jwtSecret;
  const posts = [
    { slug: 'p1-migration-month-by-month', title: 'Great Migration Month by Month', category: 'Destination Guides', tags: ['Masai Mara'] },
    { slug: 'p2-packing-list', title: 'What to Pack', category: 'Travel Tips', tags: ['Packing'], contentHtml: `<p>${words(1080)}</p>` },
    { slug: 'p3-rhino-sanctuaries', title: 'Rhino Sanctuaries', category: 'Wildlife & Conservation', tags: ['Rhinos'] },
    { slug: 'p4-first-day', title: 'A First Day on Safari', category: 'Safari Experiences', tags: ['Camp life'] },
    { slug: 'p5-fees', title: 'Park Fees Explained', category: 'Travel Tips', tags: ['Budget'], contentHtml: '<p>Conservancy fees are 100% worth it.</p>' },
    { slug: 'p6-amboseli', title: 'Amboseli Elephants', category: 'Destination Guides', tags: ['Amboseli'] },
    { slug: 'p7-photography', title: 'Photography Tips', category: 'Safari Experiences', tags: ['Cameras'], excerpt: 'Shoot at golden hour.' },
    { slug: 'p8-no-category', title: 'Letters From the Bush', category: null, tags: [] },
  ] as const;
  for (const [index, post] of posts.entries()) ids[post.slug] = await insertPost(db.pool, { ...post, tags: [...post.tags], publishedAt: day(index + 1) });
  ids.draft = await insertPost(db.pool, { slug: 'draft-post', title: 'Draft Post', isPublished: false, category: 'Travel Tips' });
  ids.deleted = await insertPost(db.pool, { slug: 'deleted-post', title: 'Deleted Post', deleted: true });
  ids.future = await insertPost(db.pool, { slug: 'future-post', title: 'Future Post', publishedAt: '2999-01-01T00:00:00Z' });
});

afterAll(async () => {
  await db?.drop();
});

const bearer = (user: UserFixture) => ({ Authorization: `Bearer ${tokenFor(secret, user)}` });

describe('GET /api/blogs', () => {
  it('when no page is asked for, then the 6 newest published posts come back with the total for pagination', async () => {
    const res = await request(app).get('/api/blogs').expect(200);
    const list = blogListSchema.parse(res.body);
    expect(list).toMatchObject({ total: 8, page: 1, limit: 6, totalPages: 2 });
    expect(list.items.map((post) => post.slug)).toEqual([
      'p8-no-category',
      'p7-photography',
      'p6-amboseli',
      'p5-fees',
      'p4-first-day',
      'p3-rhino-sanctuaries',
    ]);
    expect(list.categories).toEqual(['Travel Tips', 'Safari Experiences', 'Destination Guides', 'Wildlife & Conservation']);
  });

  it('when later pages are asked for, then they hold the rest and a page past the end is empty with the same total', async () => {
    const second = blogListSchema.parse((await request(app).get('/api/blogs').query({ page: 2 }).expect(200)).body);
    expect(second.items.map((post) => post.slug)).toEqual(['p2-packing-list', 'p1-migration-month-by-month']);
    expect(second.total).toBe(8);
    const beyond = blogListSchema.parse((await request(app).get('/api/blogs').query({ page: 3 }).expect(200)).body);
    expect(beyond).toMatchObject({ items: [], total: 8, totalPages: 2 });
    const small = blogListSchema.parse((await request(app).get('/api/blogs').query({ page: 3, limit: 3 }).expect(200)).body);
    expect(small).toMatchObject({ total: 8, totalPages: 3 });
    expect(small.items.map((post) => post.slug)).toEqual(['p2-packing-list', 'p1-migration-month-by-month']);
  });

  it('when a category is chosen, then only its published posts are counted and listed', async () => {
    const list = blogListSchema.parse((await request(app).get('/api/blogs').query({ category: 'Travel Tips' }).expect(200)).body);
    expect(list.total).toBe(2);
    expect(list.items.map((post) => post.slug)).toEqual(['p5-fees', 'p2-packing-list']);
  });

  it('when searching, then title, tags and text match case-insensitively, but not markup or wildcards', async () => {
    const slugs = async (q: string) => blogListSchema.parse((await request(app).get('/api/blogs').query({ q }).expect(200)).body).items.map((p) => p.slug);
    expect(await slugs('  RHINO ')).toEqual(['p3-rhino-sanctuaries']);
    expect(await slugs('amboseli')).toEqual(['p6-amboseli']);
    expect(await slugs('camp life')).toEqual(['p4-first-day']);
    expect(await slugs('100%')).toEqual(['p5-fees']);
    expect(await slugs('%')).toEqual(['p5-fees']);
    expect(await slugs('<h2>')).toEqual([]);
    expect(await slugs('no such words anywhere')).toEqual([]);
    const combined = blogListSchema.parse((await request(app).get('/api/blogs').query({ q: 'fees', category: 'Safari Experiences' }).expect(200)).body);
    expect(combined.total).toBe(0);
  });

  it('when related posts are asked for with exclude, then the current post is left out, by slug or by id', async () => {
    for (const exclude of ['p6-amboseli', ids['p6-amboseli']]) {
      const list = blogListSchema.parse(
        (await request(app).get('/api/blogs').query({ category: 'Destination Guides', exclude, limit: 3 }).expect(200)).body,
      );
      expect(list.items.map((post) => post.slug)).toEqual(['p1-migration-month-by-month']);
    }
  });

  it('when the category, page or limit is invalid, then 400 names the field', async () => {
    for (const [query, field] of [
      [{ category: 'Beaches' }, 'category'],
      [{ page: '0' }, 'page'],
      [{ limit: '500' }, 'limit'],
    ] as const) {
      const res = await request(app).get('/api/blogs').query(query).expect(400);
      expect(Object.keys(apiErrorSchema.parse(res.body).fields ?? {})).toEqual([field]);
    }
  });
});

describe('GET /api/blogs/:idOrSlug', () => {
  it('when asked by id or slug, then the same post comes back with read time, cover URL and author', async () => {
    const byId = blogPostSchema.parse((await request(app).get(`/api/blogs/${ids['p2-packing-list']}`).expect(200)).body);
    const bySlug = blogPostSchema.parse((await request(app).get('/api/blogs/P2-Packing-List').expect(200)).body);
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({ title: 'What to Pack', readTime: 6, image: '/uploads/blog-p2-packing-list.webp', liked: false, likes: 0 });
    const uncategorised = blogPostSchema.parse((await request(app).get('/api/blogs/p8-no-category').expect(200)).body);
    expect(uncategorised).toMatchObject({ category: null, readTime: 3, author: { name: 'Amani Otieno', title: 'Contributor', avatar: '' } });
    expect(uncategorised.excerpt).toBe('About p8-no-category Some words about p8-no-category.');
  });

  it('when the post is unknown, unpublished, deleted or scheduled, then 404 says Blog post not found.', async () => {
    for (const key of ['no-such-post', 'draft-post', ids.draft, 'deleted-post', 'future-post', '00000000-0000-0000-0000-000000000000', 'bad key!']) {
      const res = await request(app).get(`/api/blogs/${encodeURIComponent(key!)}`).expect(404);
      expect(res.body).toEqual({ error: 'Blog post not found.' });
    }
  });
});

describe('stored HTML is never executable', () => {
  const payload = `<h2 id="main-content" onclick="alert(1)" style="color:red">Heading</h2>
<p>Safe <strong>bold</strong> and <a href="https://www.kws.go.ke" target="_blank" onmouseover="alert(1)">KWS</a>.</p>
<script>alert('script')</script><SCRIPT SRC=https://evil.example/x.js></SCRIPT>
<img src="x" onerror="alert('img')"><img src="javascript:alert(1)"><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">
<a href="javascript:alert('link')">js link</a><a href=" JaVaScRiPt:alert(1)">mixed case</a><a href="data:text/html,<script>alert(1)</script>">data link</a>
<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle r="4"/></svg><style>body{display:none}</style>
<form action="https://evil.example"><input name="q"></form><object data="x.swf"></object>`;

  it('when a post holds script, handlers and javascript: links, then none of it comes back, while the prose stays', async () => {
    await insertPost(db.pool, { slug: 'xss-post', title: 'XSS post', contentHtml: payload, publishedAt: day(1) });
    const post = blogPostSchema.parse((await request(app).get('/api/blogs/xss-post').expect(200)).body);

    expect(post.content).not.toMatch(/<script|<iframe|<svg|<style|<form|<input|<object/i);
    expect(post.content).not.toMatch(/\son\w+=|javascript:|data:text|style=|evil\.example|id=/i);
    expect(post.content).toContain('<h2>Heading</h2>');
    expect(post.content).toContain('<strong>bold</strong>');
    expect(post.content).toContain('<a href="https://www.kws.go.ke" rel="noopener noreferrer nofollow">KWS</a>');
    expect(post.content).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />');
    expect(post.content).toContain('<a>js link</a>');
    expect(post.readTime).toBe(3);
    await db.pool.query(`delete from blog_posts where slug = 'xss-post'`);
  });
});

describe('post HTML is sanitised on every write', () => {
  const hostile = `<h2 onclick="alert(1)">Where to stay</h2><p>Tented camps <em>near</em> the river.</p>
<script>window.__xss = 1</script><img src="x" onerror="alert('img')"><a href="javascript:alert('link')">book now</a>
<a href="https://www.kws.go.ke">KWS</a><iframe src="https://evil.example"></iframe>`;

  const storedHtml = async (id: string) =>
    (await db.pool.query<{ content_html: string }>('select content_html from blog_posts where id = $1', [id])).rows[0]?.content_html ?? '';

  function expectInert(html: string) {
    expect(html).not.toMatch(/<script|<iframe|\son\w+=|javascript:|evil\.example/i);
    expect(html).toContain('<h2>Where to stay</h2>');
    expect(html).toContain('<p>Tented camps <em>near</em> the river.</p>');
    expect(html).toContain('<a>book now</a>');
    expect(html).toContain('<a href="https://www.kws.go.ke" rel="noopener noreferrer nofollow">KWS</a>');
  }

  it('when a post is created with script, handlers and javascript: links, then the database never holds them and the API never answers them', async () => {
    const repo = createBlogRepo(db.pool);
    const id = await repo.createPost({
      slug: 'write-path-create',
      title: 'Where to stay',
      author: 'Amani Otieno',
      category: 'Travel Tips',
      coverImage: '',
      contentHtml: hostile,
      excerpt: '',
      tags: ['Lodges'],
      isPublished: true,
      publishedAt: day(2),
    });
    expectInert(await storedHtml(id));
    const post = blogPostSchema.parse((await request(app).get('/api/blogs/write-path-create').expect(200)).body);
    expectInert(post.content);
    await db.pool.query('delete from blog_posts where id = $1', [id]);
  });

  it('when a post is updated with hostile HTML, then it is stored sanitised, and other fields change without touching it', async () => {
    const repo = createBlogRepo(db.pool);
    const id = await insertPost(db.pool, { slug: 'write-path-update', title: 'Before', publishedAt: day(2) });
    expect(await repo.updatePost(id, { contentHtml: hostile })).toBe(true);
    expectInert(await storedHtml(id));
    expect(await repo.updatePost(id, { title: 'After' })).toBe(true);
    expectInert(await storedHtml(id));
    expect((await request(app).get('/api/blogs/write-path-update').expect(200)).body).toMatchObject({ title: 'After' });
    expect(await repo.updatePost('00000000-0000-4000-8000-000000000000', { contentHtml: hostile })).toBe(false);
    await db.pool.query('delete from blog_posts where id = $1', [id]);
  });

  it('when the seed posts go through the sanitiser, then nothing changes (the seed writes only allowed markup)', () => {
    for (const post of seedBlogPosts) expect(sanitizePostHtml(post.contentHtml), post.slug).toBe(post.contentHtml);
  });
});

describe('likes', () => {
  it('when a visitor is not signed in or the token expired, then liking answers 401 with a clear message and nothing is stored', async () => {
    const user = await insertUser(db.pool);
    for (const headers of [{}, { Authorization: `Bearer ${expiredTokenFor(secret, user)}` }]) {
      const res = await request(app).put('/api/blogs/p1-migration-month-by-month/like').set(headers).expect(401);
      expect(res.body).toEqual({ error: 'Please sign in to like this post.' });
    }
    const { rows } = await db.pool.query<{ n: number }>('select count(*)::int as n from blog_likes');
    expect(rows[0]?.n).toBe(0);
  });

  it('when a signed-in user toggles twice, then the like is added then removed, and the post says so', async () => {
    const user = await insertUser(db.pool);
    const url = '/api/blogs/p1-migration-month-by-month/like';
    expect(blogLikeSchema.parse((await request(app).put(url).set(bearer(user)).expect(200)).body)).toEqual({ likes: 1, liked: true });
    const post = blogPostSchema.parse((await request(app).get('/api/blogs/p1-migration-month-by-month').set(bearer(user)).expect(200)).body);
    expect(post).toMatchObject({ likes: 1, liked: true });
    expect((await request(app).get('/api/blogs/p1-migration-month-by-month').expect(200)).body).toMatchObject({ likes: 1, liked: false });
    expect((await request(app).put(url).set(bearer(user)).expect(200)).body).toEqual({ likes: 0, liked: false });
  });

  it('when the state is set with liked: true twice, then the user still counts once (idempotent)', async () => {
    const user = await insertUser(db.pool);
    const url = `/api/blogs/${ids['p3-rhino-sanctuaries']}/like`;
    for (let i = 0; i < 2; i += 1) {
      expect((await request(app).put(url).set(bearer(user)).send({ liked: true }).expect(200)).body).toEqual({ likes: 1, liked: true });
    }
    expect((await request(app).put(url).set(bearer(user)).send({ liked: false }).expect(200)).body).toEqual({ likes: 0, liked: false });
    await request(app).put(url).set(bearer(user)).send({ liked: 'yes' }).expect(400);
  });

  it('when one user fires 20 toggles at once, then they alternate and end where they started', async () => {
    const user = await insertUser(db.pool);
    const url = '/api/blogs/p4-first-day/like';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(app).put(url).set(bearer(user)).then((res) => blogLikeSchema.parse(res.body))),
    );
    expect(answers.filter((answer) => answer.liked)).toHaveLength(10);
    expect(answers.every((answer) => answer.likes === (answer.liked ? 1 : 0))).toBe(true);
    const { rows } = await db.pool.query<{ n: number }>('select count(*)::int as n from blog_likes where post_id = $1', [ids['p4-first-day']]);
    expect(rows[0]?.n).toBe(0);
  });

  it('when 20 users like a post at the same moment, then the count is exactly 20', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => insertUser(db.pool)));
    const url = '/api/blogs/p5-fees/like';
    const answers = await Promise.all(users.map((user) => request(app).put(url).set(bearer(user)).then((res) => blogLikeSchema.parse(res.body))));
    expect(answers.every((answer) => answer.liked)).toBe(true);
    // Each answer is the count right after that like: every value from 1 to 20 once.
    expect(answers.map((answer) => answer.likes).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await request(app).get('/api/blogs/p5-fees').expect(200)).body).toMatchObject({ likes: 20 });
  });

  it('when the post does not exist, then liking it answers 404', async () => {
    const user = await insertUser(db.pool);
    await request(app).put('/api/blogs/draft-post/like').set(bearer(user)).expect(404);
  });
});

describe('comments', () => {
  it('when a visitor is not signed in, then commenting answers 401 with a clear message and nothing is stored', async () => {
    const res = await request(app).post('/api/blogs/p6-amboseli/comment').send({ text: 'Hello' }).expect(401);
    expect(res.body).toEqual({ error: 'Please sign in to comment.' });
    expect((await request(app).get('/api/blogs/p6-amboseli/comments').expect(200)).body).toEqual([]);
  });

  it('when a signed-in user comments, then the updated list comes back newest first under their name', async () => {
    const first = await insertUser(db.pool, { name: 'Claire M.' });
    const second = await insertUser(db.pool, { name: '' });
    await request(app).post('/api/blogs/p6-amboseli/comment').set(bearer(first)).send({ text: '  Loved the elephants!  ' }).expect(201);
    const res = await request(app).post(`/api/blogs/${ids['p6-amboseli']}/comment`).set(bearer(second)).send({ text: 'Kilimanjaro at dawn' }).expect(201);
    const list = blogCommentListSchema.parse(res.body);
    expect(list.map(({ name, text }) => ({ name, text }))).toEqual([
      { name: 'Guest', text: 'Kilimanjaro at dawn' },
      { name: 'Claire M.', text: 'Loved the elephants!' },
    ]);
    expect(blogCommentListSchema.parse((await request(app).get('/api/blogs/p6-amboseli/comments').expect(200)).body)).toEqual(list);
    expect((await request(app).get('/api/blogs/p6-amboseli').expect(200)).body).toMatchObject({ commentsCount: 2 });
  });

  it('when the outbox replays a comment with the same Idempotency-Key, then it is stored once and the first answer comes back', async () => {
    const user = await insertUser(db.pool, { name: 'Baraka' });
    const url = '/api/blogs/p4-first-day/comment';
    const key = 'comment-key-0001';
    const first = await request(app).post(url).set(bearer(user)).set('Idempotency-Key', key).send({ text: 'Sent from the bush' }).expect(201);
    const again = await request(app).post(url).set(bearer(user)).set('Idempotency-Key', key).send({ text: 'Sent from the bush' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const { rows } = await db.pool.query<{ n: number }>('select count(*)::int as n from blog_comments where post_id = $1 and user_id = $2', [
      ids['p4-first-day'],
      user.id,
    ]);
    expect(rows[0]?.n).toBe(1);
    await request(app).post(url).set(bearer(user)).set('Idempotency-Key', key).send({ text: 'Another text' }).expect(409);
  });

  it('when the text is empty or white space, then 400 carries the spec message', async () => {
    const user = await insertUser(db.pool);
    const res = await request(app).post('/api/blogs/p6-amboseli/comment').set(bearer(user)).send({ text: '   ' }).expect(400);
    expect(res.body).toEqual({ error: 'Invalid request', fields: { text: 'Please write something before submitting.' } });
  });

  it('when a comment holds markup, then it is stored and answered as plain JSON text, never as HTML', async () => {
    const user = await insertUser(db.pool, { name: '<img src=x onerror=alert(1)>' });
    const text = `<script>alert('x')</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">hi</a>`;
    const res = await request(app).post('/api/blogs/p7-photography/comment').set(bearer(user)).send({ text }).expect(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(blogCommentListSchema.parse(res.body)[0]).toMatchObject({ text, name: '<img src=x onerror=alert(1)>' });
    const again = await request(app).get('/api/blogs/p7-photography/comments').expect(200);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
  });

  it('when staff hid a comment, then it is not listed nor counted', async () => {
    const user = await insertUser(db.pool);
    await db.pool.query(`insert into blog_comments (post_id, user_id, author_name, text, status) values ($1, $2, 'X', 'Spam!', 'hidden')`, [
      ids['p3-rhino-sanctuaries'],
      user.id,
    ]);
    expect((await request(app).get('/api/blogs/p3-rhino-sanctuaries/comments').expect(200)).body).toEqual([]);
    expect((await request(app).get('/api/blogs/p3-rhino-sanctuaries').expect(200)).body).toMatchObject({ commentsCount: 0 });
  });

  it('when the post does not exist, then its comments answer 404', async () => {
    await request(app).get('/api/blogs/draft-post/comments').expect(404);
  });
});

describe('GET /api/guides', () => {
  it('when the home page asks for 4 guides, then the newest posts come in the normalised guide shape', async () => {
    const res = await request(app).get('/api/guides').query({ limit: 4 }).expect(200);
    const { items } = guideListSchema.parse(res.body);
    expect(items.map((guide) => guide.slug)).toEqual(['p8-no-category', 'p7-photography', 'p6-amboseli', 'p5-fees']);
    expect(items[0]).toMatchObject({ category: 'Blog', url: '/blog/p8-no-category', author: { name: 'Amani Otieno', title: 'Contributor' } });
    expect(items[1]).toMatchObject({ excerpt: 'Shoot at golden hour.', category: 'Safari Experiences', readTime: 3, tags: ['Cameras'] });
    for (const guide of items) expect(normalizeGuide(guide)).toEqual(guide);
  });

  it('when no limit is given, then 4 guides come back', async () => {
    expect(guideListSchema.parse((await request(app).get('/api/guides').expect(200)).body).items).toHaveLength(4);
  });
});
