import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, sessionUserSchema } from './auth';

/** The first message per field, as the API's validate() and the forms show them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('registerSchema', () => {
  it('when the name, e-mail and an 8-character password are given, then the e-mail is kept trimmed in lowercase', () => {
    expect(registerSchema.parse({ name: '  Amina Njoroge ', email: ' Amina@Example.COM ', password: 'savanna1' })).toEqual({
      name: 'Amina Njoroge',
      email: 'amina@example.com',
      password: 'savanna1',
    });
  });
  it('when fields are missing or too short, then each field gets its own message', () => {
    expect(messages(registerSchema.safeParse({ name: ' ', email: 'amina@example', password: 'short' }))).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });
  it('when the password is longer than bcrypt reads, then it is refused instead of silently cut', () => {
    expect(registerSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'é'.repeat(40) }).success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('when both fields are empty, then both are required', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });
  it('when the password has spaces around it, then they are kept', () => {
    expect(loginSchema.parse({ email: 'A@B.co', password: ' pass word ' })).toEqual({ email: 'a@b.co', password: ' pass word ' });
  });
});

describe('sessionUserSchema', () => {
  it('when a role is not admin, moderator or user, then the user is refused', () => {
    const user = { id: '1', name: 'A', email: 'a@b.co', avatar: '' };
    expect(sessionUserSchema.safeParse({ ...user, role: 'user' }).success).toBe(true);
    expect(sessionUserSchema.safeParse({ ...user, role: 'moderator' }).success).toBe(true);
    expect(sessionUserSchema.safeParse({ ...user, role: 'editor' }).success).toBe(false);
  });
});
