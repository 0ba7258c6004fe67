import { describe, expect, it } from 'vitest';
import { newsletterSchema, unsubscribeRequestSchema } from './newsletter';

describe('newsletterSchema', () => {
  it('when the name has 2+ characters after trimming and the e-mail fits the pattern, then it passes in lowercase', () => {
    expect(newsletterSchema.parse({ name: '  Jo ', email: ' Amina@Example.COM ' })).toEqual({ name: 'Jo', email: 'amina@example.com' });
  });
  it('when the trimmed name is shorter than 2 characters, then it fails', () => {
    expect(newsletterSchema.safeParse({ name: ' J ', email: 'a@b.co' }).success).toBe(false);
  });
  it('when the e-mail lacks an @, a dot after it, or has spaces, then it fails', () => {
    for (const email of ['amina.example.com', 'amina@example', 'ami na@example.com', '@example.com']) {
      expect(newsletterSchema.safeParse({ name: 'Amina', email }).success).toBe(false);
    }
  });
});

describe('newsletter field messages and unsubscribe tokens', () => {
  it('when the name and e-mail are missing, then each field gets its own message', () => {
    const result = newsletterSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({
      name: 'Please enter your name (at least 2 characters).',
      email: 'Please enter a valid email address.',
    });
  });
  it('when an e-mail is longer than 254 characters, then it fails', () => {
    expect(newsletterSchema.safeParse({ name: 'Amina', email: `${'a'.repeat(250)}@example.com` }).success).toBe(false);
  });
  it('when an unsubscribe token is the database default (64 hex characters), then it passes trimmed', () => {
    const token = 'ab'.repeat(32);
    expect(unsubscribeRequestSchema.parse({ token: ` ${token} ` })).toEqual({ token });
  });
  it('when an unsubscribe token is empty, too short or carries other characters, then it fails', () => {
    for (const token of ['', 'abc', `${'a'.repeat(20)}'; drop`, 'a'.repeat(201)]) {
      expect(unsubscribeRequestSchema.safeParse({ token }).success).toBe(false);
    }
  });
});
