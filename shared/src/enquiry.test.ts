import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, enquirySchema, isHoneypotFilled } from './enquiry';

function fieldsOf(input: unknown): Record<string, string> {
  const result = enquirySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const contact = {
  channel: 'contact',
  name: 'Amina Njoroge',
  email: 'Amina@Example.com',
  subject: 'Migration dates',
  message: 'When do the herds cross?',
  consent: true,
};

describe('enquirySchema', () => {
  it('when a contact message is complete, then it passes trimmed with the e-mail in lowercase', () => {
    expect(enquirySchema.parse({ ...contact, name: '  Amina Njoroge ' })).toEqual({ ...contact, email: 'amina@example.com' });
  });

  it('when every contact field is blank or missing, then each gets the spec message', () => {
    expect(fieldsOf({ channel: 'contact', name: '   ', subject: '', message: ' ', consent: false })).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      subject: CONTACT_MESSAGES.subject,
      message: CONTACT_MESSAGES.message,
      consent: CONTACT_MESSAGES.consent,
    });
    expect(CONTACT_MESSAGES).toEqual({
      name: 'Name is required.',
      email: 'Valid email required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
      consent: 'Please consent so we can contact you.',
    });
  });

  it('when the contact e-mail misses the dot after the @, then only the e-mail is rejected', () => {
    expect(fieldsOf({ ...contact, email: 'amina@example' })).toEqual({ email: 'Valid email required.' });
  });

  it('when a chat message is sent without contact details, then it passes', () => {
    expect(enquirySchema.parse({ channel: 'chat', message: '  Best time for the Mara? ', page: '/about' })).toEqual({
      channel: 'chat',
      message: 'Best time for the Mara?',
      page: '/about',
    });
  });

  it('when a chat message is blank or longer than 2000 characters, then it fails', () => {
    expect(fieldsOf({ channel: 'chat', message: '   ' })).toHaveProperty('message');
    expect(fieldsOf({ channel: 'chat', message: 'x'.repeat(2001) })).toHaveProperty('message');
    expect(fieldsOf({ channel: 'chat', message: 'x'.repeat(2000) })).toEqual({});
  });

  it('when a chat message carries an empty e-mail, then it passes, and a malformed one fails', () => {
    expect(fieldsOf({ channel: 'chat', message: 'Hi', email: '' })).toEqual({});
    expect(fieldsOf({ channel: 'chat', message: 'Hi', email: 'not-an-email' })).toEqual({ email: 'Valid email required.' });
  });

  it('when the channel is missing or unknown, then the channel is rejected', () => {
    expect(fieldsOf({ message: 'Hi' })).toEqual({ channel: 'Choose a channel: chat or contact.' });
    expect(fieldsOf({ channel: 'fax', message: 'Hi' })).toEqual({ channel: 'Choose a channel: chat or contact.' });
  });
});

describe('isHoneypotFilled', () => {
  it('when the hidden field holds text, then it is a bot; blank or absent is a person', () => {
    expect(isHoneypotFilled(enquirySchema.parse({ ...contact, honeypot: 'http://spam.example' }))).toBe(true);
    expect(isHoneypotFilled(enquirySchema.parse({ ...contact, honeypot: '  ' }))).toBe(false);
    expect(isHoneypotFilled(enquirySchema.parse(contact))).toBe(false);
    expect(isHoneypotFilled(enquirySchema.parse({ channel: 'chat', message: 'Hi' }))).toBe(false);
  });
});
