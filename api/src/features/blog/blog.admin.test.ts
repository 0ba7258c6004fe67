import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBlogListSchema, adminBlogPostSchema, adminCommentListSchema, adminCommentSchema } from '@safari/shared/admin-blog';
import { blogCommentListSchema, blogPostSchema } from '@safari/shared/blog';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { insertPost } from '../../../test/blog-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { countRows, insertComment } from '../../../test/staff-fixtures';

let db: TestDatabase;
let app: express.Express;
let auth: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  const moderator = await insertUser(db.pool, { role: 'moderator' });
  auth = `Bearer ${tokenFor(created.config.jwtSecret, moderator)}`;
  ids.a = await insertPost(db.pool, { slug: 'alpha', title: 'Alpha packing list', category: 'Travel Tips', publishedAt: '2026-01-01T10:00:00Z' });
  ids.b = await insertPost(db.pool, { slug: 'bravo', title: 'bravo in the Mara', author: 'Jane Mara', category: 'Safari Experiences', publishedAt: '2026-02-01T10:00:00Z' });
  ids.c = await insertPost(db.pool, { slug: 'charlie', title: 'Charlie guide', category: null, publishedAt: '2026-03-01T10:00:00Z' });
  await insertPost(db.pool, { slug: 'deleted', title: 'Deleted post', deleted: true });
  ids.comment1 = await insertComment(db.pool, ids.b, 'Great post');
  ids.comment2 = await insertComment(db.pool, ids.b, 'Spam spam', 'hidden');
});

afterAll(async () => {
  await db?.drop();
});

const list = async (query: Record<string, string | number> = {}) =>
  adminBlogListSchema.parse((await request(app).get('/api/admin/blogs').query(query).set('Authorization', auth).expect(200)).body);

describe('GET /api/admin/blogs', () => {
  it('when listed, then posts not deleted come newest first with comment counts', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 5, pages: 1 });
    expect(page.items.map((post) => post.slug)).toEqual(['charlie', 'bravo', 'alpha']);
    expect(page.items[1]).toMatchObject({ commentsCount: 2, hiddenComments: 1, author: 'Jane Mara', category: 'Safari Experiences' });
  });

  it('when searched, filtered, sorted and paged, then the server does it', async () => {
    expect((await list({ q: 'MARA' })).items.map((post) => post.slug)).toEqual(['bravo']);
    expect((await list({ category: 'Travel Tips' })).items.map((post) => post.slug)).toEqual(['alpha']);
    expect((await list({ sort: 'oldest' })).items.map((post) => post.slug)).toEqual(['alpha', 'bravo', 'charlie']);
    expect((await list({ sort: 'title-asc' })).items.map((post) => post.title)).toEqual(['Alpha packing list', 'bravo in the Mara', 'Charlie guide']);
    expect((await list({ sort: 'title-desc', pageSize: 2, page: 2 })).items.map((post) => post.slug)).toEqual(['alpha']);
    await request(app).get('/api/admin/blogs').query({ category: 'Beaches' }).set('Authorization', auth).expect(400);
  });
});

describe('blog writes', () => {
  const html =
    '<h1>Planning</h1><h2>When</h2><h3>Detail</h3><p onclick="x()">Go in <strong>July</strong> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p><script>alert(1)</script><ul><li>One</li></ul>';

  it('when a post is published, then its HTML is sanitised (headings kept) and it is on the public blog', async () => {
    const res = await request(app)
      .post('/api/blogs')
      .set('Authorization', auth)
      .send({ title: ' Planning a safari ', author: 'Amani', category: '', content: html, image: '/uploads/0123456789abcdef0123456789abcdef.webp' })
      .expect(201);
    const post = adminBlogPostSchema.parse(res.body);
    ids.created = post.id;
    expect(post).toMatchObject({ title: 'Planning a safari', slug: 'planning-a-safari', category: null, commentsCount: 0 });
    expect(post.content).toMatch(/<h1[^>]*>Planning<\/h1><h2[^>]*>When<\/h2><h3[^>]*>Detail<\/h3>/);
    expect(post.content).not.toMatch(/script|onclick|javascript:/);
    expect(post.content).toContain('https://example.com');

    const publicPost = blogPostSchema.parse((await request(app).get('/api/blogs/planning-a-safari').expect(200)).body);
    expect(publicPost.content).toBe(post.content);
    expect(publicPost.image).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');
  });

  it('when title or author is missing, then 400 names them and nothing is written', async () => {
    const count = await countRows(db.pool, 'blog_posts');
    const res = await request(app).post('/api/blogs').set('Authorization', auth).send({ title: ' ', author: '', category: 'Beaches' }).expect(400);
    expect(res.body.fields).toMatchObject({ title: 'Title is required', author: 'Author is required', category: expect.any(String) });
    expect(await countRows(db.pool, 'blog_posts')).toBe(count);
  });

  it('when a post is edited, then the fields change, the content is sanitised again and the public page follows', async () => {
    const res = await request(app)
      .put(`/api/blogs/${ids.created}`)
      .set('Authorization', auth)
      .send({ title: 'Planning a safari in July', author: 'Amani O.', category: 'Travel Tips', content: '<h2>New</h2><img src="x" onerror="alert(1)">', image: '' })
      .expect(200);
    const post = adminBlogPostSchema.parse(res.body);
    expect(post).toMatchObject({ title: 'Planning a safari in July', author: 'Amani O.', category: 'Travel Tips', image: '', slug: 'planning-a-safari' });
    expect(post.content).not.toContain('onerror');
    const full = adminBlogPostSchema.parse((await request(app).get(`/api/admin/blogs/${ids.created}`).set('Authorization', auth).expect(200)).body);
    expect(full.content).toBe(post.content);
    const publicPost = blogPostSchema.parse((await request(app).get('/api/blogs/planning-a-safari').expect(200)).body);
    expect(publicPost.title).toBe('Planning a safari in July');
  });

  it('when a post is deleted, then it leaves the public blog and the admin list', async () => {
    await request(app).delete(`/api/blogs/${ids.created}`).set('Authorization', auth).expect(200, { outcome: 'deleted', message: 'Post deleted.' });
    await request(app).get('/api/blogs/planning-a-safari').expect(404);
    expect((await list()).items.map((post) => post.id)).not.toContain(ids.created);
    await request(app).delete(`/api/blogs/${ids.created}`).set('Authorization', auth).expect(404);
  });
});

describe('comment moderation', () => {
  it('when a post’s comments are listed, then hidden ones are there, marked', async () => {
    const comments = adminCommentListSchema.parse((await request(app).get(`/api/admin/blogs/${ids.b}/comments`).set('Authorization', auth).expect(200)).body);
    expect(comments.map((comment) => [comment.text, comment.hidden]).sort()).toEqual([
      ['Great post', false],
      ['Spam spam', true],
    ]);
  });

  it('when a comment is hidden then shown, then the public comments follow', async () => {
    const publicTexts = async () =>
      blogCommentListSchema.parse((await request(app).get(`/api/blogs/${ids.b}/comments`).expect(200)).body).map((comment) => comment.text);
    expect(await publicTexts()).toEqual(['Great post']);

    const hidden = adminCommentSchema.parse(
      (await request(app).put(`/api/admin/comments/${ids.comment1}`).set('Authorization', auth).send({ hidden: true }).expect(200)).body,
    );
    expect(hidden).toMatchObject({ id: ids.comment1, hidden: true, postId: ids.b });
    expect(await publicTexts()).toEqual([]);

    await request(app).put(`/api/admin/comments/${ids.comment2}`).set('Authorization', auth).send({ hidden: false }).expect(200);
    expect(await publicTexts()).toEqual(['Spam spam']);

    await request(app).put(`/api/admin/comments/${ids.comment2}`).set('Authorization', auth).send({ hidden: 'yes' }).expect(400);
    await request(app).put('/api/admin/comments/00000000-0000-4000-8000-000000000000').set('Authorization', auth).send({ hidden: true }).expect(404);
  });
});
