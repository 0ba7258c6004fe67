import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { securityHeaderValues, subresourceHeaderValues } from '@safari/api/lib/security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { build?: { target?: string }; image?: string; environment?: Record<string, string>; volumes?: string[]; depends_on?: Record<string, { condition: string }>; deploy?: { replicas?: number }; ports?: string[] }>;
};
const nginxConf = readFileSync(path.join(root, 'nginx.conf'), 'utf8');
const nginxHeaders = readFileSync(path.join(root, 'nginx-security-headers.conf'), 'utf8');
const nginxSubresourceHeaders = readFileSync(path.join(root, 'nginx-subresource-headers.conf'), 'utf8');

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
    expect(variables.sort()).toEqual(['API_SERVERS', 'LISTEN_PORT', 'PWA_ROOT']);
    const env = compose.services.nginx?.environment ?? {};
    for (const variable of variables) expect(env[variable as string]).toBeTruthy();
    expect(env.NGINX_ENVSUBST_OUTPUT_DIR).toBe('/etc/nginx');
    expect(compose.services.nginx?.volumes).toContain('./nginx.conf:/etc/nginx/templates/nginx.conf.template:ro');
    // The header snippet is included by name from nginx.conf's folder.
    expect(compose.services.nginx?.volumes).toContain('./nginx-security-headers.conf:/etc/nginx/nginx-security-headers.conf:ro');
    expect(compose.services.nginx?.volumes).toContain('./nginx-subresource-headers.conf:/etc/nginx/nginx-subresource-headers.conf:ro');
    expect(env.API_SERVERS).toMatch(/^(server [a-z0-9.-]+:\d+;\s*)+$/);
  });
});

describe('nginx.conf access log', () => {
  it('when nginx logs a request, then the line holds its path but never its query or Referer (where e-mailed links carry their secrets)', () => {
    const logs = [...nginxConf.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((m) => m[1]?.trim().split(/\s+/));
    expect(logs).toEqual([['/dev/stdout', 'redacted']]);
    const format = /log_format redacted ([^;]+);/.exec(nginxConf)?.[1] ?? '';
    expect(format).toContain('$loggable_uri');
    expect(format).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+|http_referer)\b/);
    const map = /map \$request_uri \$loggable_uri \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    const [, pattern = '', replacement = ''] = /"~([^"]+)"\s+"([^"]+)"/.exec(map) ?? [];
    const redact = (uri: string) => {
      const match = new RegExp(pattern).exec(uri);
      return match ? replacement.replace('$loggable_path', match.groups?.loggable_path ?? '') : uri;
    };
    expect(redact('/reset-password?token=s3cret')).toBe('/reset-password?[redacted]');
    expect(redact('/checkout/42?key=s3cret&x=1')).toBe('/checkout/42?[redacted]');
    expect(redact('/tours')).toBe('/tours');
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

  it('when the API is proxied, then X-Forwarded-For is the address nginx saw, never what the client sent, and the API trusts exactly one proxy', () => {
    // Whatever a client writes in X-Forwarded-For is replaced: it cannot reset a limit, even if TRUST_PROXY were set too wide.
    const forwarded = [...nginxConf.matchAll(/proxy_set_header X-Forwarded-For (\S+);/g)].map((m) => m[1]);
    expect(forwarded.length).toBeGreaterThan(0);
    expect(new Set(forwarded)).toEqual(new Set(['$remote_addr']));
    const apiLocation = /location \/api\/ \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    expect(apiLocation).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(compose.services.api?.environment?.TRUST_PROXY).toBe('1');
  });
});

describe('security headers from nginx and the API', () => {
  /** `add_header Name "value" always;` lines of a snippet, by lower-case name. */
  const headersOf = (conf: string) =>
    Object.fromEntries([...conf.matchAll(/^add_header ([A-Za-z-]+) "([^"]*)" always;$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
  const snippet = headersOf(nginxHeaders);

  it('when nginx serves a file itself, then it sends exactly the headers the API sends in production (one set, two copies)', () => {
    // Change api/src/lib/security-headers.ts and nginx-security-headers.conf together.
    expect(snippet).toEqual(securityHeaderValues({ nodeEnv: 'production' }));
    expect(snippet['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(snippet['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(snippet['permissions-policy']).toContain('camera=()');
  });

  it('when nginx serves a hashed script, style or font, then it sends exactly the API\'s subresource headers, and every other file the whole set', () => {
    // Change SUBRESOURCE_HEADERS (api/src/lib/security-headers.ts) and nginx-subresource-headers.conf together.
    expect(headersOf(nginxSubresourceHeaders)).toEqual(subresourceHeaderValues({ nodeEnv: 'production' }));
    const directives = nginxConf.replace(/#.*$/gm, '');
    const subresource = /\n {4}location ~ "\^\/assets\/\[\^\/\]\+\\\.\(js\|mjs\|css\|woff2\?\)\$" \{\n([^]*?)\n {4}\}/.exec(directives)?.[1] ?? '';
    expect(subresource).toContain('include nginx-subresource-headers.conf;');
    expect(subresource).not.toContain('nginx-security-headers');
  });

  it('when a location of nginx.conf answers by itself, then it includes the snippet (an add_header of its own would drop inherited ones)', () => {
    const directives = nginxConf.replace(/#.*$/gm, '');
    const locations = [...directives.matchAll(/\n {4}location (.+) \{\n([^]*?)\n {4}\}/g)].map((m) => ({ name: m[1]!.trim(), body: m[2]! }));
    expect(locations.length).toBeGreaterThan(8);
    for (const { name, body } of locations) {
      const proxied = body.includes('proxy_pass');
      // Proxied answers keep the API's headers: nginx adds none (no duplicates, the uploads' own CSP kept).
      if (proxied) expect(body, name).not.toMatch(/add_header|include nginx-(security|subresource)-headers/);
      else expect(body, name).toMatch(/include nginx-(security|subresource)-headers\.conf;/);
    }
    // Nothing at server level, where proxied locations would inherit it.
    const server = /\n {2}server \{([^]*)\n {2}\}/.exec(directives)?.[1] ?? '';
    expect(server.replace(/\n {4}location (.+) \{\n([^]*?)\n {4}\}/g, '')).not.toMatch(/add_header/);
  });
});
