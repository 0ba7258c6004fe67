import { DEPARTURE_ADMIN_MESSAGES, DEPARTURE_MESSAGES } from '@safari/shared/departures';
import { describe, expect, it } from 'vitest';
import { CHOOSE_TOUR, checkCreate, checkEdit, emptyCreateDraft, type EditDraft } from './departure-form';

const TOUR = '3f1d7a52-8c1e-4b7a-9e3f-2a6b8c9d0e1f';

describe('departure forms', () => {
  it('when Add departures is sent empty, then the tour, date and seats each say what is missing', async () => {
    const result = await checkCreate(emptyCreateDraft());
    expect(result).toEqual({ ok: false, errors: expect.objectContaining({ tourId: CHOOSE_TOUR, date: DEPARTURE_MESSAGES.dateRequired, seats: DEPARTURE_MESSAGES.seats }) });
  });

  it('when a weekly run has no weekday or ends before it starts, then those fields say so', async () => {
    const draft = { ...emptyCreateDraft(TOUR), mode: 'weekly' as const, from: '2027-06-30', to: '2027-06-01', seats: '7' };
    const none = await checkCreate(draft);
    expect(none.ok ? {} : none.errors).toMatchObject({ weekdays: DEPARTURE_ADMIN_MESSAGES.bulkWeekdays });
    const backwards = await checkCreate({ ...draft, weekdays: [6] });
    expect(backwards.ok ? {} : backwards.errors).toMatchObject({ to: DEPARTURE_ADMIN_MESSAGES.bulkRange });
  });

  it('when every Saturday is asked for with an empty price, then the tour’s price is kept (null) and the seats are a number', async () => {
    const result = await checkCreate({ ...emptyCreateDraft(TOUR), mode: 'weekly', from: '2027-06-01', to: '2027-10-31', weekdays: [6], seats: '7' });
    expect(result).toEqual({ ok: true, data: { tourId: TOUR, mode: 'weekly', input: expect.objectContaining({ weekdays: [6], seats: 7, price: null }) } });
  });

  it('when an edit takes the guide off, then null is sent for it', async () => {
    const draft: EditDraft = { seats: '8', price: '', pickup: 'Nairobi', pickupTime: '07:00', status: 'closed', notes: '', guideId: '', vehicleId: TOUR };
    const result = await checkEdit(draft);
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ seats: 8, status: 'closed', guideId: null, vehicleId: TOUR, price: null }) });
  });
});
