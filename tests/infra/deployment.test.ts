import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { build?: { target?: string }; image?: string; environment?: Record<string, string>; volumes?: string[]; depends_on?: Record<string, { condition: string }>; deploy?: { replicas?: number }; ports?: string[] }>;
};
const nginxConf = readFileSync(path.join(root, 'nginx.conf'), 'utf8');

describe('docker-compose.yml', () => {
  it('when parsed, then it runs postgres, several API replicas and nginx in front', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'nginx', 'postgres']);
    expect(compose.services.api?.deploy?.replicas).toBeGreaterThan(1);
    expect(compose.services.api?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services.nginx?.ports).toEqual(['8080:80']);
  });

  it('when the API starts in production, then every secret comes from the environment', () => {
    const env = compose.services.api?.environment ?? {};
    expect(env.NODE_ENV).toBe('production');
    for (const key of ['DATABASE_URL', 'JWT_SECRET', 'ADMIN_PASSWORD', 'PUBLIC_BASE_URL']) expect(env[key]).toMatch(/\$\{[A-Z_]+:\?/);
  });

  it('when nginx starts, then every variable of nginx.conf is supplied and the file is mounted as a template', () => {
    const variables = [...new Set([...nginxConf.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]))];
    expect(variables.sort()).toEqual(['API_UPSTREAM', 'LISTEN_PORT', 'PWA_ROOT']);
    const env = compose.services.nginx?.environment ?? {};
    for (const variable of variables) expect(env[variable as string]).toBeTruthy();
    expect(env.NGINX_ENVSUBST_OUTPUT_DIR).toBe('/etc/nginx');
    expect(compose.services.nginx?.volumes).toContain('./nginx.conf:/etc/nginx/templates/nginx.conf.template:ro');
  });
});

describe('nginx.conf against slow and lying clients', () => {
  const seconds = (directive: string) => {
    const value = new RegExp(`^\\s*${directive}\\s+(\\d+)s?;`, 'm').exec(nginxConf)?.[1];
    return value === undefined ? undefined : Number(value);
  };

  it('when a client is slow to send headers or a body, or to read, then nginx gives up within seconds', () => {
    expect(seconds('client_header_timeout')).toBeLessThanOrEqual(15);
    expect(seconds('client_body_timeout')).toBeLessThanOrEqual(30);
    expect(seconds('send_timeout')).toBeLessThanOrEqual(30);
    expect(seconds('keepalive_timeout')).toBeLessThanOrEqual(60);
  });

  it('when nginx keeps upstream connections, then it drops them before the API does (API keep-alive 65 s)', () => {
    const idle = Number(/upstream api \{[^]*?keepalive_timeout\s+(\d+)s;[^]*?\n {2}\}/.exec(nginxConf)?.[1]);
    expect(idle).toBeGreaterThan(0);
    expect(idle).toBeLessThan(65);
  });

  it('when the API is proxied, then the client address is appended to X-Forwarded-For and the API trusts exactly one proxy', () => {
    // The API counts the last address (the one nginx saw): whatever a client writes in front cannot reset a limit.
    const apiLocation = /location \/api\/ \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    expect(apiLocation).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(compose.services.api?.environment?.TRUST_PROXY).toBe('1');
  });
});
