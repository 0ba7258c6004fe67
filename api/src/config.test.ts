import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRET_FILE, loadConfig, withDevSecret } from './config';

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

  it('when not in production without JWT_SECRET, then sessions are signed with a random key, never one derived from something public', () => {
    const a = loadConfig({ DATABASE_URL, DATA_DIR: '/tmp/a' }).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATABASE_URL, DATA_DIR: '/tmp/a' }).jwtSecret).not.toBe(a);
    expect(loadConfig({ DATABASE_URL, NODE_ENV: 'test', DATA_DIR: '/tmp/a' }).jwtSecret).not.toBe(a);
  });

  it('when npm start runs in development without JWT_SECRET, then a random key is made once in DATA_DIR, readable only by its owner, and kept', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'safari-config-'));
    try {
      const env = withDevSecret({ DATABASE_URL, DATA_DIR: dir });
      const file = path.join(dir, DEV_SECRET_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(env.JWT_SECRET);
      expect(env.JWT_SECRET?.length).toBeGreaterThanOrEqual(48);
      expect(loadConfig(env).jwtSecret).toBe(env.JWT_SECRET);
      // The next start signs with the same key, so sessions survive a restart.
      expect(withDevSecret({ DATABASE_URL, DATA_DIR: dir }).JWT_SECRET).toBe(env.JWT_SECRET);
      // Another data folder, another key.
      const other = await mkdtemp(path.join(os.tmpdir(), 'safari-config-'));
      expect(withDevSecret({ DATABASE_URL, DATA_DIR: other }).JWT_SECRET).not.toBe(env.JWT_SECRET);
      await rm(other, { recursive: true, force: true });
      // A key file someone made readable to others is closed again.
      await chmod(file, 0o644);
      withDevSecret({ DATABASE_URL, DATA_DIR: dir });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when JWT_SECRET is set, or in production or test, then no key file is made', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'safari-config-'));
    try {
      expect(withDevSecret({ DATABASE_URL, DATA_DIR: dir, JWT_SECRET: 'given' }).JWT_SECRET).toBe('given');
      expect(withDevSecret({ DATABASE_URL, DATA_DIR: dir, NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
      expect(withDevSecret({ DATABASE_URL, DATA_DIR: dir, NODE_ENV: 'test' }).JWT_SECRET).toBeUndefined();
      await expect(stat(path.join(dir, DEV_SECRET_FILE))).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when in production, then a missing or short JWT secret stops the start', () => {
    const production = { DATABASE_URL, NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://safaris.example' };

    expect(() => loadConfig(production)).toThrow(/JWT_SECRET: is required/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    const secret = 'k3Jx9vQ2mL7pR4tW8yZ1bN6cF5hD0sA2gE7uI9oP';
    expect(loadConfig({ ...production, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('when in production without PUBLIC_BASE_URL, then the start stops and says why; elsewhere it defaults to localhost', () => {
    const production = { DATABASE_URL, NODE_ENV: 'production', JWT_SECRET: 'k3Jx9vQ2mL7pR4tW8yZ1bN6cF5hD0sA2gE7uI9oP' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_BASE_URL: is required when NODE_ENV=production/);
    expect(loadConfig({ ...production, PUBLIC_BASE_URL: 'https://safaris.example/' }).publicBaseUrl).toBe('https://safaris.example');
    expect(loadConfig({ DATABASE_URL }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATABASE_URL, PORT: '3000' }).publicBaseUrl).toBe('http://localhost:3000');
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

  it('when RATE_LIMIT_FACTOR or RATE_LIMITS are set, then the limits follow; a typo stops the start', () => {
    const defaults = loadConfig({ DATABASE_URL }).rateLimits;
    expect(defaults.loginFailuresPerAccountIp).toEqual({ limit: 3, windowSeconds: 900, maxDelaySeconds: 300, refuseAfter: 10 });
    expect(loadConfig({ DATABASE_URL, RATE_LIMIT_FACTOR: '10' }).rateLimits.loginFailuresPerAccountIp).toEqual({ limit: 30, windowSeconds: 900, maxDelaySeconds: 300, refuseAfter: 100 });
    expect(loadConfig({ DATABASE_URL, RATE_LIMITS: 'loginFailuresPerAccountIp=20/60' }).rateLimits.loginFailuresPerAccountIp).toEqual({ limit: 20, windowSeconds: 60, maxDelaySeconds: 300, refuseAfter: 20 });
    expect(loadConfig({ DATABASE_URL, RATE_LIMIT_FACTOR: '100' }).rateLimits.registerPerIp).toEqual({ limit: 1000, windowSeconds: 3600 });
    const custom = loadConfig({ DATABASE_URL, RATE_LIMITS: 'registerPerIp=3/60, mailPerAddressDay=5/86400' }).rateLimits;
    expect(custom.registerPerIp).toEqual({ limit: 3, windowSeconds: 60 });
    expect(custom.mailPerAddressDay).toEqual({ limit: 5, windowSeconds: 86_400 });
    expect(custom.bookingsPerIp).toEqual(defaults.bookingsPerIp);
    expect(() => loadConfig({ DATABASE_URL, RATE_LIMITS: 'registerPerIP=3/60' })).toThrow(/RATE_LIMITS: 'registerPerIP' is not a limit/);
    expect(() => loadConfig({ DATABASE_URL, RATE_LIMITS: 'registerPerIp=3' })).toThrow(/must be name=limit\/seconds/);
    expect(() => loadConfig({ DATABASE_URL, RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
  });
});
