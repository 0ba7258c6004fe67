import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const DATABASE_URL = 'postgres://app:secret@db:5432/safari';
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

describe('loadConfig', () => {
  it('when only DATABASE_URL is set, then the documented defaults apply', () => {
    const config = loadConfig({ DATABASE_URL });

    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: DATABASE_URL,
      dataDir: path.join(repoRoot, '.data'),
      uploadsDir: path.join(repoRoot, '.data', 'uploads'),
      pwaDist: path.join(repoRoot, 'pwa', 'dist'),
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
      adminEmail: undefined,
      adminPassword: undefined,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('when DATABASE_URL is missing or not a postgres URL, then the error names it', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL: is required/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('when several variables are wrong, then every one of them is reported at once', () => {
    const attempt = () => loadConfig({ DATABASE_URL, PORT: 'eighty', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'short' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'LOG_LEVEL', 'ADMIN_PASSWORD: must be at least 8 characters']) {
      expect(message).toContain(name);
    }
  });

  it('when PORT is 0, then a random port is allowed; when out of range, it is refused', () => {
    expect(loadConfig({ DATABASE_URL, PORT: '0' }).port).toBe(0);
    expect(() => loadConfig({ DATABASE_URL, PORT: '70000' })).toThrow(/PORT/);
  });

  it('when a variable is set but blank, then it counts as not set', () => {
    const config = loadConfig({ DATABASE_URL, PORT: '', ADMIN_EMAIL: '  ', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 8080, adminEmail: undefined, logLevel: 'info' });
  });

  it('when folders are relative, then they resolve from the repository root; UPLOADS_DIR follows DATA_DIR', () => {
    const config = loadConfig({ DATABASE_URL, DATA_DIR: 'var/safari', PWA_DIST: 'build/pwa' });
    expect(config.dataDir).toBe(path.join(repoRoot, 'var', 'safari'));
    expect(config.uploadsDir).toBe(path.join(repoRoot, 'var', 'safari', 'uploads'));
    expect(config.pwaDist).toBe(path.join(repoRoot, 'build', 'pwa'));
    expect(loadConfig({ DATABASE_URL, UPLOADS_DIR: '/srv/uploads' }).uploadsDir).toBe('/srv/uploads');
  });

  it('when the admin e-mail has capitals or spaces, then it is normalised; a bad one is refused', () => {
    expect(loadConfig({ DATABASE_URL, ADMIN_EMAIL: ' Boss@Safari.Example ' }).adminEmail).toBe('boss@safari.example');
    expect(() => loadConfig({ DATABASE_URL, ADMIN_EMAIL: 'boss' })).toThrow(/ADMIN_EMAIL/);
  });

  it('when not in production without JWT_SECRET, then a development secret is derived per data folder', () => {
    const a = loadConfig({ DATABASE_URL, DATA_DIR: '/tmp/a' }).jwtSecret;
    expect(loadConfig({ DATABASE_URL, DATA_DIR: '/tmp/a' }).jwtSecret).toBe(a);
    expect(loadConfig({ DATABASE_URL, DATA_DIR: '/tmp/b' }).jwtSecret).not.toBe(a);
  });

  it('when in production, then a missing, short or development JWT secret stops the start', () => {
    const production = { DATABASE_URL, NODE_ENV: 'production' };
    const devSecret = loadConfig({ DATABASE_URL, DATA_DIR: '/srv/data' }).jwtSecret;

    expect(() => loadConfig(production)).toThrow(/JWT_SECRET: is required/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...production, DATA_DIR: '/srv/data', JWT_SECRET: devSecret })).toThrow(/JWT_SECRET/);
    const secret = 'k3Jx9vQ2mL7pR4tW8yZ1bN6cF5hD0sA2gE7uI9oP';
    expect(loadConfig({ ...production, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('when TRUST_PROXY is set, then booleans, hop counts and address lists are understood', () => {
    expect(loadConfig({ DATABASE_URL, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATABASE_URL, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATABASE_URL, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATABASE_URL, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('when LOG_LEVEL is silent, then it is accepted', () => {
    expect(loadConfig({ DATABASE_URL, LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });
});
