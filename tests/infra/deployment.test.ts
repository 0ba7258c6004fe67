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
    for (const key of ['DATABASE_URL', 'JWT_SECRET', 'ADMIN_PASSWORD']) expect(env[key]).toMatch(/\$\{[A-Z_]+:\?/);
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
