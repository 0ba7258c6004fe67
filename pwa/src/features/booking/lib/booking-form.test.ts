import { localIsoDate } from '@safari/shared/booking-rules';
import { describe, expect, it } from 'vitest';
import { checkBooking, countOf, errorsFrom, initialValues, toRequestInput, withTraveller, type BookingFormValues } from './booking-form';
import { newIdempotencyKey } from '../../../offline/submit';

const tour = { id: '0b7f3c52-8f7e-4d8e-9a57-1a0c7f0d2e11', name: 'Masai Mara Classic' };

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return localIsoDate(date);
}

const filled: BookingFormValues = {
  date: tomorrow(),
  adults: '2',
  children: '1',
  name: ' Amina Wanjiru ',
  email: 'Amina@Example.com',
  phone: '0712 345 678',
  method: 'paypal',
  payMode: 'later',
  residency: 'nonResident',
  consent: true,
  departureId: '',
  waitlistOffer: '',
};

const carried = (quickBooking: unknown) => ({ quickBooking });

describe('initialValues', () => {
  it('when the quick-booking dialog sent values (history state), then the form starts with them', () => {
    const values = initialValues(new URLSearchParams(), carried({ name: 'Amina W', email: 'amina@example.com', date: tomorrow(), adults: 3, children: 2 }));
    expect(values).toMatchObject({ name: 'Amina W', email: 'amina@example.com', date: tomorrow(), adults: '3', children: '2', method: '', payMode: '', consent: false });
  });
  it('when a name and e-mail are in the address (an old link), then they are not used', () => {
    expect(initialValues(new URLSearchParams({ name: 'Amina W', email: 'amina@example.com' }))).toMatchObject({ name: '', email: '' });
  });
  it('when the state holds nonsense, a past date or counts out of range, then the defaults or limits apply', () => {
    expect(initialValues(new URLSearchParams(), carried({ adults: 0, children: -4, date: '2001-01-01' }))).toMatchObject({ adults: '1', children: '0', date: '' });
    expect(initialValues(new URLSearchParams(), carried({ adults: 'many', children: 99, name: 7 }))).toMatchObject({ adults: '1', children: '50', name: '' });
    expect(initialValues(new URLSearchParams(), 'not a state')).toMatchObject({ adults: '1', children: '0', name: '' });
  });
});

describe('withTraveller', () => {
  it('when a signed-in traveller opens the form, then their details fill the empty fields only', () => {
    const start = initialValues(new URLSearchParams(), carried({ name: 'Amina W' }));
    expect(withTraveller(start, { name: 'Amina Wanjiru', email: 'amina@example.com', phone: '+254 712 345 678' })).toMatchObject({
      name: 'Amina W',
      email: 'amina@example.com',
      phone: '+254 712 345 678',
    });
    expect(withTraveller(start, { phone: '' })).toMatchObject({ phone: '' });
  });
});

describe('checkBooking', () => {
  it('when every field is filled in, then the request is trimmed, lowercased and carries the estimate', async () => {
    const result = await checkBooking(toRequestInput(filled, tour, 2600));
    expect(result).toEqual({
      ok: true,
      request: {
        tourId: tour.id,
        tourName: tour.name,
        date: tomorrow(),
        adults: 2,
        children: 1,
        contact: { name: 'Amina Wanjiru', email: 'amina@example.com', phone: '0712 345 678' },
        payment: { method: 'paypal', payMode: 'later' },
        consent: true,
        residency: 'nonResident',
        currency: 'USD',
        priceEstimate: 2600,
      },
    });
  });

  it('when a citizen party reading shillings pays a deposit, then the request carries the residency, the currency and the pay mode', async () => {
    const result = await checkBooking(toRequestInput({ ...filled, payMode: 'deposit', residency: 'citizen' }, tour, 42_000, 'KES'));
    expect(result).toMatchObject({ ok: true, request: { payment: { method: 'paypal', payMode: 'deposit' }, residency: 'citizen', currency: 'KES', priceEstimate: 42_000 } });
    expect(initialValues(new URLSearchParams({ residency: 'resident' })).residency).toBe('resident');
    expect(initialValues(new URLSearchParams({ residency: 'martian' })).residency).toBe('nonResident');
  });

  it('when the form is empty, then each field gets its spec message', async () => {
    const empty = initialValues(new URLSearchParams());
    const result = await checkBooking(toRequestInput({ ...empty, adults: '' }, tour, null));
    expect(result).toEqual({
      ok: false,
      errors: {
        date: 'Please choose a date.',
        adults: 'At least 1 adult is required.',
        'contact.name': 'Your full name is required.',
        'contact.email': 'Enter a valid email address.',
        'contact.phone': 'Phone number is required.',
        'payment.method': 'Select a payment method.',
        'payment.payMode': 'Choose when to pay.',
        consent: 'Please consent so we can contact you.',
      },
    });
  });

  it('when the date is yesterday in the traveller’s time zone, then it is refused', async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const result = await checkBooking(toRequestInput({ ...filled, date: localIsoDate(yesterday) }, tour, null));
    expect(result).toEqual({ ok: false, errors: { date: 'Please choose a date from today onwards.' } });
  });
});

describe('departures', () => {
  const departureId = '5f0c7a1e-2b3d-4c5e-8f90-a1b2c3d4e5f6';

  it('when the link names a departure and a waitlist offer, then the form starts on it and the request carries both', async () => {
    const start = initialValues(new URLSearchParams({ departure: departureId.toUpperCase(), offer: 'tok-123' }));
    expect(start).toMatchObject({ departureId, waitlistOffer: 'tok-123' });
    expect(initialValues(new URLSearchParams({ departure: 'not-an-id' })).departureId).toBe('');
    const result = await checkBooking(toRequestInput({ ...filled, departureId, waitlistOffer: 'tok-123' }, tour, null));
    expect(result).toMatchObject({ ok: true, request: { departureId, waitlistOffer: 'tok-123' } });
  });

  it('when no departure is picked, then the request has none and an offer alone is not sent', async () => {
    const result = await checkBooking(toRequestInput({ ...filled, waitlistOffer: 'tok-123' }, tour, null));
    expect(result.ok && 'departureId' in result.request).toBe(false);
    expect(result.ok && 'waitlistOffer' in result.request).toBe(false);
  });
});

describe('helpers', () => {
  it('when a counter holds text, then only whole numbers count', () => {
    expect([countOf('2'), countOf(' 3 '), countOf(''), countOf('1.5'), countOf('-1')]).toEqual([2, 3, null, null, null]);
  });
  it('when the API names fields, then only the form’s fields are kept, first message each', () => {
    expect(errorsFrom([['contact.email', 'Enter a valid email address.'], ['tourId', 'Tour not found'], ['x', 'y']])).toEqual({
      'contact.email': 'Enter a valid email address.',
      tourId: 'Tour not found',
    });
  });
  it('when keys are made, then they are distinct v4 UUIDs the API accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
