import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTourSchema } from '@safari/shared/admin-tours';
import { tourSchema } from '@safari/shared/tour';
import { testSuite } from '../../../test/suite';

const suite = testSuite({
  admin: { role: 'admin' },
});

let auth: string;

const tour = { name: 'Tsavo Tiers', tourType: 'wildlife', location: 'Tsavo', price: 900, duration: 3, image: '' };

beforeAll(() => {
  auth = suite.bearer(suite.users.admin);
});

const staffTour = async (id: string) => adminTourSchema.parse((await request(suite.app).get(`/api/admin/tours/${id}`).set('Authorization', auth).expect(200)).body);

describe('pricing tiers in the tour form', () => {
  it('when tiers are set, kept, changed and cleared, then the tour and its public page follow', async () => {
    const created = adminTourSchema.parse(
      (await request(suite.app).post('/api/tours').set('Authorization', auth).send({ ...tour, pricing: { Budget: 650, Luxury: '2400.50' } }).expect(201)).body,
    );
    expect(created.pricing).toEqual({ Budget: 650, Luxury: 2400.5 });
    expect(tourSchema.parse((await request(suite.app).get(`/api/tours/${created.slug}`).expect(200)).body).pricing).toEqual({ Budget: 650, Luxury: 2400.5 });

    // An edit that leaves the tiers out keeps them.
    await request(suite.app).put(`/api/tours/${created.id}`).set('Authorization', auth).send({ ...tour, name: 'Tsavo Tiers Renamed' }).expect(200);
    expect((await staffTour(created.id)).pricing).toEqual({ Budget: 650, Luxury: 2400.5 });

    await request(suite.app).put(`/api/tours/${created.id}`).set('Authorization', auth).send({ ...tour, pricing: { 'Mid-range': 1100 } }).expect(200);
    expect((await staffTour(created.id)).pricing).toEqual({ 'Mid-range': 1100 });

    // Every tier blank: the tour has none.
    await request(suite.app).put(`/api/tours/${created.id}`).set('Authorization', auth).send({ ...tour, pricing: {} }).expect(200);
    expect((await staffTour(created.id)).pricing).toBeNull();
  });

  it('when a tier is negative or has more than 2 decimals, then 400 names that tier and nothing is written', async () => {
    const res = await request(suite.app).post('/api/tours').set('Authorization', auth).send({ ...tour, name: 'Bad tiers', pricing: { Budget: -5, Luxury: 10.123 } }).expect(400);
    expect(res.body.fields).toMatchObject({ 'pricing.Budget': 'Price must be ≥ 0', 'pricing.Luxury': 'Price has at most 2 decimals' });
    const { rows } = await suite.db.pool.query(`select 1 from tours where name = 'Bad tiers'`);
    expect(rows).toHaveLength(0);
  });
});
