import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const base = { MODE: 'production', DEV: false, PROD: true };

describe('parseEnv', () => {
  it('when VITE_API_URL is absent, then the API is the relative /api', () => {
    expect(parseEnv(base)).toEqual({ mode: 'production', isDev: false, isProd: true, apiUrl: '/api' });
  });

  it('when VITE_API_URL ends with slashes, then they are dropped', () => {
    expect(parseEnv({ ...base, VITE_API_URL: 'https://api.example.com/v1//' }).apiUrl).toBe('https://api.example.com/v1');
  });

  it('when a value is missing or of the wrong kind, then it refuses to start', () => {
    expect(() => parseEnv({ ...base, VITE_API_URL: '' })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ ...base, DEV: 'false' })).toThrow(/DEV/);
    expect(() => parseEnv({ DEV: false, PROD: true })).toThrow(/MODE/);
  });
});
