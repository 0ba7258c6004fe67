import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTourListSchema, TOUR_DELETE_MESSAGES, tourDeleteResultSchema } from '@safari/shared/admin-tours';
import { tourSchema } from '@safari/shared/tour';
import { tourSyncListSchema } from '@safari/shared/tour-sync';
import { insertTour } from '../../../test/fixtures';
import { countRows, insertBooking } from '../../../test/staff-fixtures';
import { testSuite } from '../../../test/suite';

const suite = testSuite({
  admin: { role: 'admin' },
});

let auth: string;
const ids: Record<string, string> = {};

const fullTour = {
  name: '  Great Migration Explorer ',
  tourType: 'wildlife',
  location: 'Serengeti',
  price: '2450.50',
  duration: 6,
  rating: 4.7,
  description: 'Follow the herds.',
  tags: [' wildlife ', '', 'photography'],
  highlights: ['River crossings', '   '],
  inclusions: ['Park fees'],
  exclusions: ['Flights', ''],
  itinerary: [
    { period: 'Day 1', activity: 'Arrive in Arusha' },
    { period: '', activity: '' },
    { period: 'Day 2', activity: 'Fly to the Serengeti' },
    { period: 'Day 3-6', activity: 'Game drives' },
  ],
  isFeatured: true,
  isExclusive: false,
  isPopular: true,
  isPublished: true,
  image: '/uploads/0123456789abcdef0123456789abcdef.webp',
  images: ['/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', 'https://images.example.com/herd.jpg'],
};

beforeAll(async () => {
  auth = suite.bearer(suite.users.admin);
  ids.mara = await insertTour(suite.db.pool, { slug: 'mara-classic', name: 'Mara Classic', location: 'Masai Mara', price: 1200, durationDays: 4 });
  ids.amboseli = await insertTour(suite.db.pool, { slug: 'amboseli-days', name: 'Amboseli Days', location: 'Amboseli', price: 800, durationDays: 2 });
  ids.zanzibar = await insertTour(suite.db.pool, { slug: 'zanzibar-beach', name: 'Zanzibar Beach', location: 'Zanzibar', price: 600, durationDays: 7, isPublished: false });
  ids.mara2 = await insertTour(suite.db.pool, { slug: 'mara-balloon', name: 'MARA Balloon', location: 'Masai Mara', price: 3000, durationDays: 1 });
  ids.gone = await insertTour(suite.db.pool, { slug: 'gone', name: 'Gone Mara', location: 'Tsavo', deleted: true });
});

describe('GET /api/admin/tours', () => {
  it('when listed, then unpublished tours are included, deleted ones not, and locations start with the spec three', async () => {
    const list = adminTourListSchema.parse((await request(suite.app).get('/api/admin/tours').set('Authorization', auth).expect(200)).body);
    expect(list.total).toBe(4);
    expect(list.pageSize).toBe(5);
    expect(list.pages).toBe(1);
    expect(list.items.find((tour) => tour.id === ids.zanzibar)?.isPublished).toBe(false);
    expect(list.locations).toEqual(['Serengeti', 'Masai Mara', 'Amboseli', 'Zanzibar']);
  });

  it('when searched, filtered, sorted and paged, then the server does it', async () => {
    const get = async (query: Record<string, string | number>) =>
      adminTourListSchema.parse((await request(suite.app).get('/api/admin/tours').query(query).set('Authorization', auth).expect(200)).body);
    expect((await get({ q: 'mara' })).items.map((tour) => tour.name).sort()).toEqual(['MARA Balloon', 'Mara Classic']);
    expect((await get({ location: 'masai mara', sort: 'price-desc' })).items.map((tour) => tour.price)).toEqual([3000, 1200]);
    expect((await get({ sort: 'duration-asc' })).items.map((tour) => tour.duration)).toEqual([1, 2, 4, 7]);
    expect((await get({ sort: 'duration-desc' })).items.map((tour) => tour.duration)).toEqual([7, 4, 2, 1]);
    const page2 = await get({ sort: 'price-asc', page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3, pages: 2 });
    expect(page2.items.map((tour) => tour.price)).toEqual([3000]);
    const res = await request(suite.app).get('/api/admin/tours').query({ sort: 'name', page: 0 }).set('Authorization', auth).expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['page', 'sort']);
  });
});

describe('tour writes', () => {
  it('when a tour is created, then lists are trimmed, empty rows dropped, and it is in the public catalogue and its sync at once', async () => {
    const before = tourSyncListSchema.parse((await request(suite.app).get('/api/tours').expect(200)).body);
    const watermark = before.items.map((tour) => tour.updatedAt).sort().at(-1) ?? '';

    const res = await request(suite.app).post('/api/tours').set('Authorization', auth).send(fullTour).expect(201);
    const created = tourSchema.parse(res.body);
    ids.created = created.id;
    expect(created).toMatchObject({
      slug: 'great-migration-explorer',
      name: 'Great Migration Explorer',
      price: 2450.5,
      duration: 6,
      rating: 4.7,
      tags: ['wildlife', 'photography'],
      highlights: ['River crossings'],
      exclusions: ['Flights'],
      itinerary: [
        { period: 'Day 1', activity: 'Arrive in Arusha' },
        { period: 'Day 2', activity: 'Fly to the Serengeti' },
        { period: 'Day 3-6', activity: 'Game drives' },
      ],
      images: fullTour.images,
      isPublished: true,
    });

    const publicTour = tourSchema.parse((await request(suite.app).get('/api/tours/great-migration-explorer').expect(200)).body);
    expect(publicTour.images).toEqual(fullTour.images);
    const sync = tourSyncListSchema.parse((await request(suite.app).get('/api/tours').query({ updatedSince: watermark }).expect(200)).body);
    expect(sync.items.map((tour) => tour.id)).toEqual([created.id]);
    const sitemap = await request(suite.app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('great-migration-explorer');

    // Same name again: another slug.
    const twin = tourSchema.parse((await request(suite.app).post('/api/tours').set('Authorization', auth).send(fullTour).expect(201)).body);
    expect(twin.slug).toBe('great-migration-explorer-2');
  });

  it('when the form sends invalid values, then 400 carries the spec messages per field and nothing is written', async () => {
    const count = await countRows(suite.db.pool, 'tours');
    const res = await request(suite.app)
      .post('/api/tours')
      .set('Authorization', auth)
      .send({ ...fullTour, name: ' ', price: -1, duration: 0, rating: 5.5, images: Array(11).fill('/uploads/x.webp') })
      .expect(400);
    expect(res.body.fields).toMatchObject({
      name: 'Name is required',
      price: 'Price must be ≥ 0',
      duration: 'Duration must be ≥ 1',
      rating: 'Rating must be between 0 and 5',
      images: 'At most 10 additional images',
    });
    expect(await countRows(suite.db.pool, 'tours')).toBe(count);
  });

  it('when a tour is edited, then every field is replaced and the sync reports it', async () => {
    const current = tourSchema.parse((await request(suite.app).get(`/api/admin/tours/${ids.created}`).set('Authorization', auth).expect(200)).body);
    const catalogue = tourSyncListSchema.parse((await request(suite.app).get('/api/tours').expect(200)).body);
    const watermark = catalogue.items.map((tour) => tour.updatedAt).sort().at(-1) ?? '';
    const res = await request(suite.app)
      .put(`/api/tours/${ids.created}`)
      .set('Authorization', auth)
      .send({ ...fullTour, name: 'Migration Explorer', price: 2100, itinerary: [{ period: 'Day 1', activity: 'Only day' }], images: [] })
      .expect(200);
    const edited = tourSchema.parse(res.body);
    expect(edited).toMatchObject({ name: 'Migration Explorer', slug: 'great-migration-explorer', price: 2100, images: [], itinerary: [{ period: 'Day 1', activity: 'Only day' }] });
    expect(edited.updatedAt > current.updatedAt).toBe(true);
    const sync = tourSyncListSchema.parse((await request(suite.app).get('/api/tours').query({ updatedSince: watermark }).expect(200)).body);
    expect(sync.items.map((tour) => tour.name)).toEqual(['Migration Explorer']);

    await request(suite.app).put(`/api/tours/${ids.gone}`).set('Authorization', auth).send(fullTour).expect(404);
  });

  it('when a tour without bookings is deleted, then it leaves the catalogue and appears in removedIds', async () => {
    const current = tourSchema.parse((await request(suite.app).get(`/api/admin/tours/${ids.created}`).set('Authorization', auth).expect(200)).body);
    const res = await request(suite.app).delete(`/api/tours/${ids.created}`).set('Authorization', auth).expect(200);
    expect(tourDeleteResultSchema.parse(res.body)).toEqual({ outcome: 'deleted', message: TOUR_DELETE_MESSAGES.deleted });
    await request(suite.app).get(`/api/tours/${ids.created}`).expect(404);
    await request(suite.app).get(`/api/admin/tours/${ids.created}`).set('Authorization', auth).expect(404);
    const sync = tourSyncListSchema.parse((await request(suite.app).get('/api/tours').query({ updatedSince: current.updatedAt }).expect(200)).body);
    expect(sync.removedIds).toContain(ids.created);
    await request(suite.app).delete(`/api/tours/${ids.created}`).set('Authorization', auth).expect(404);
  });

  it('when a tour with bookings is deleted, then it is unpublished instead, kept with its bookings, and the answer says so', async () => {
    await insertBooking(suite.db.pool, { tourId: ids.mara ?? '' });
    const current = tourSchema.parse((await request(suite.app).get(`/api/admin/tours/${ids.mara}`).set('Authorization', auth).expect(200)).body);
    const res = await request(suite.app).delete(`/api/tours/${ids.mara}`).set('Authorization', auth).expect(200);
    expect(tourDeleteResultSchema.parse(res.body)).toEqual({ outcome: 'unpublished', message: TOUR_DELETE_MESSAGES.unpublished });

    const admin = tourSchema.parse((await request(suite.app).get(`/api/admin/tours/${ids.mara}`).set('Authorization', auth).expect(200)).body);
    expect(admin.isPublished).toBe(false);
    await request(suite.app).get(`/api/tours/${ids.mara}`).expect(404);
    const sync = tourSyncListSchema.parse((await request(suite.app).get('/api/tours').query({ updatedSince: current.updatedAt }).expect(200)).body);
    expect(sync.removedIds).toContain(ids.mara);
    expect(await countRows(suite.db.pool, 'bookings')).toBe(1);
  });
});
