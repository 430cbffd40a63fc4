import { describe, expect, it } from 'vitest';
import { loginSchema } from '#domain/schemas/login';

const firstMessage = (input: unknown) => {
  const result = loginSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('§5 login schema', () => {
  it('requires an email', () => {
    expect(firstMessage({ password: 'x' })).toBe('Email is required');
    expect(firstMessage({ email: '', password: 'x' })).toBe('Email is required');
    expect(firstMessage({ email: '   ', password: 'x' })).toBe('Email is required');
  });

  it('requires a valid email', () => {
    expect(firstMessage({ email: 'not-an-email', password: 'x' })).toBe('Invalid email');
    expect(firstMessage({ email: 'a@b', password: 'x' })).toBe('Invalid email');
  });

  it('requires a password', () => {
    expect(firstMessage({ email: 'a@b.co' })).toBe('Password is required');
    expect(firstMessage({ email: 'a@b.co', password: '' })).toBe('Password is required');
  });

  it('accepts good input and trims the email', () => {
    expect(loginSchema.parse({ email: ' admin@venue.local ', password: ' secret ' })).toEqual({
      email: 'admin@venue.local',
      password: ' secret ',
    });
  });
});
