import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter';

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
