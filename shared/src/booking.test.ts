import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_PATTERN,
  bookingAmount,
  bookingRequestSchema,
  bookingReservedMessage,
  bookingReference,
  bookingUnitPrice,
  createBookingRequestSchema,
  earliestBookableDate,
  formatAmount,
  isIsoDate,
  isPayable,
  localIsoDate,
  partyLabel,
  priceEstimate,
  travelDateLabel,
} from './booking';
import { normalizeMpesaPhone, startPaymentSchema } from './payment';

const valid = {
  tourId: '0b7f3c52-8f7e-4d8e-9a57-1a0c7f0d2e11',
  date: '2099-07-14',
  adults: 2,
  children: 1,
  contact: { name: 'Amina Wanjiru', email: 'amina@example.com', phone: '+254 712 345 678' },
  payment: { method: 'mpesa', payMode: 'later' },
  consent: true,
};

function fieldsOf(input: unknown, schema = bookingRequestSchema): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('priceEstimate', () => {
  it('when adults and children travel, then children pay 60% of the adult price', () => {
    expect(priceEstimate(1000, 2, 1)).toBe(2600);
    expect(priceEstimate(1950, 1, 0)).toBe(1950);
    expect(priceEstimate(420, 2, 3)).toBeCloseTo(1596);
  });
  it('when the estimate has fractions of a cent, then the charged amount is rounded to cents', () => {
    expect(bookingAmount(999.99, 1, 1)).toBe(1599.98);
    expect(bookingAmount(333.33, 0, 1)).toBe(200);
  });
});

describe('bookingUnitPrice', () => {
  it('when a tour has a price, then it is used; else the first available pricing tier; else it is on request', () => {
    expect(bookingUnitPrice({ price: 1200, pricing: { Budget: 800 } })).toBe(1200);
    expect(bookingUnitPrice({ price: null, pricing: { Luxury: 3000, 'Mid-range': 1500 } })).toBe(1500);
    expect(bookingUnitPrice({ price: null, pricing: null })).toBeNull();
  });
});

describe('bookingRequestSchema', () => {
  it('when every field is valid, then the request is trimmed and normalised', () => {
    const parsed = bookingRequestSchema.parse({ ...valid, contact: { ...valid.contact, name: '  Amina  ', email: ' Amina@Example.COM ' } });
    expect(parsed.contact).toEqual({ name: 'Amina', email: 'amina@example.com', phone: '+254 712 345 678' });
    expect(parsed.children).toBe(1);
  });

  it('when the form is empty, then each field carries the spec message under the form field name', () => {
    expect(fieldsOf({ tourId: valid.tourId })).toEqual({
      date: 'Please choose a date.',
      adults: 'At least 1 adult is required.',
      'contact.name': 'Your full name is required.',
      'contact.email': 'Enter a valid email address.',
      'contact.phone': 'Phone number is required.',
      'payment.method': 'Select a payment method.',
      'payment.payMode': 'Choose when to pay.',
      consent: 'Please consent so we can contact you.',
    });
  });

  it.each([
    ['adults', { adults: 0 }, 'At least 1 adult is required.'],
    ['adults', { adults: 1.5 }, 'At least 1 adult is required.'],
    ['adults', { adults: '2' }, 'At least 1 adult is required.'],
    ['children', { children: -1 }, 'Children cannot be fewer than 0.'],
    ['date', { date: '' }, 'Please choose a date.'],
    ['date', { date: '2099-02-30' }, 'Please choose a date.'],
    ['date', { date: '2000-01-01' }, 'Please choose a date from today onwards.'],
    ['contact.name', { contact: { ...valid.contact, name: '   ' } }, 'Your full name is required.'],
    ['contact.email', { contact: { ...valid.contact, email: 'amina@example' } }, 'Enter a valid email address.'],
    ['contact.email', { contact: { ...valid.contact, email: 'ami na@example.com' } }, 'Enter a valid email address.'],
    ['contact.phone', { contact: { ...valid.contact, phone: ' ' } }, 'Phone number is required.'],
    ['contact.phone', { contact: { ...valid.contact, phone: 'call me' } }, 'Enter a valid phone number.'],
    ['payment.method', { payment: { ...valid.payment, method: 'cash' } }, 'Select a payment method.'],
    ['payment.payMode', { payment: { ...valid.payment, payMode: '' } }, 'Choose when to pay.'],
    ['consent', { consent: false }, 'Please consent so we can contact you.'],
  ])('when only %s is wrong (%j), then only it is reported', (field, change, message) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('when the party is larger than an online booking takes, then a custom quote is suggested', () => {
    expect(fieldsOf({ ...valid, adults: 51 })).toEqual({ adults: 'For more than 50 adults, please request a custom quote.' });
  });

  it('when the form checks against the local date, then yesterday is refused and today accepted', () => {
    const schema = createBookingRequestSchema(() => '2030-05-10');
    expect(fieldsOf({ ...valid, date: '2030-05-09' }, schema)).toEqual({ date: 'Please choose a date from today onwards.' });
    expect(fieldsOf({ ...valid, date: '2030-05-10' }, schema)).toEqual({});
  });

  it('when a price estimate is sent, then it is accepted but only as information', () => {
    expect(bookingRequestSchema.parse({ ...valid, priceEstimate: 1 }).priceEstimate).toBe(1);
  });
});

describe('dates', () => {
  it('when it is just after midnight UTC, then the API still accepts the date of travellers far to the west', () => {
    expect(earliestBookableDate(new Date('2030-05-10T00:30:00Z'))).toBe('2030-05-09');
    expect(earliestBookableDate(new Date('2030-05-10T23:30:00Z'))).toBe('2030-05-09');
  });
  it('when a date is formatted for the input, then it uses the device time zone', () => {
    expect(localIsoDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
  it('when a string is checked, then only real calendar dates pass', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('14/07/2030')).toBe(false);
  });
  it('when a travel date is shown, then it reads as a calendar date', () => {
    expect(travelDateLabel('2030-07-14')).toBe('Sun, 14 Jul 2030');
  });
});

describe('bookingReference', () => {
  it('when a reference is generated, then it has the SAF- prefix and only unambiguous characters', () => {
    expect(BOOKING_REFERENCE_ALPHABET).not.toMatch(/[0O1I]/);
    let i = 0;
    const reference = bookingReference(() => [5, 17, 1, 22, 7][i++]!);
    expect(reference).toBe('SAF-7K3Q9');
    expect(reference).toMatch(BOOKING_REFERENCE_PATTERN);
  });
});

describe('texts and labels', () => {
  it('when a booking is reserved, then the toast uses the typographic apostrophe of the spec', () => {
    expect(bookingReservedMessage('Amina')).toBe('Booking reserved for Amina. We’ll send a payment link.');
  });
  it('when amounts are shown, then cents appear only when there are any', () => {
    expect(formatAmount(2600)).toBe('$2,600');
    expect(formatAmount(1599.4)).toBe('$1,599.40');
    expect(formatAmount(12900, 'KES')).toBe('KES\u00a012,900');
  });
  it('when a party is described, then singular and plural read naturally', () => {
    expect(partyLabel(1, 0)).toBe('1 adult');
    expect(partyLabel(2, 1)).toBe('2 adults, 1 child');
    expect(partyLabel(2, 3)).toBe('2 adults, 3 children');
  });
  it('when a booking is pending and unpaid or failed, then it can be paid; paid or cancelled, it cannot', () => {
    expect(isPayable({ status: 'pending', paymentStatus: 'unpaid' })).toBe(true);
    expect(isPayable({ status: 'pending', paymentStatus: 'failed' })).toBe(true);
    expect(isPayable({ status: 'confirmed', paymentStatus: 'paid' })).toBe(false);
    expect(isPayable({ status: 'canceled', paymentStatus: 'unpaid' })).toBe(false);
  });
});

describe('M-Pesa phone numbers', () => {
  it('when a Kenyan mobile number is typed in a usual way, then it becomes 2547… for Daraja', () => {
    for (const input of ['0712 345 678', '+254 712 345 678', '254712345678', '712345678', '(0712) 345-678']) {
      expect(normalizeMpesaPhone(input)).toBe('254712345678');
    }
    expect(normalizeMpesaPhone('0110 123 456')).toBe('254110123456');
  });
  it('when the number is not a Kenyan mobile number, then it is refused with a hint', () => {
    for (const input of ['', '12345', '+44 7700 900123', '0212 345 678']) expect(normalizeMpesaPhone(input)).toBeNull();
    const result = startPaymentSchema.safeParse({ method: 'mpesa', phone: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['phone'], message: 'Enter your M-Pesa number, e.g. 0712 345 678.' });
    expect(startPaymentSchema.safeParse({ method: 'paypal' }).success).toBe(true);
  });
});
