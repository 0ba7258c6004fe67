import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, securityHeaders, securityHeaderValues, subresourceHeaderValues } from './security-headers';

function appFor(nodeEnv: 'production' | 'test') {
  const app = express();
  app.use(securityHeaders({ nodeEnv }));
  app.get('/', (_req, res) => {
    res.type('html').send('<!doctype html><title>x</title>');
  });
  app.get('/assets/:file', (req, res) => {
    res.type(req.params.file.replace(/.*\./, '')).send('x');
  });
  return app;
}

describe('security headers', () => {
  it('when a page is sent in production, then it has the CSP with frame-ancestors, HSTS, Permissions-Policy, nosniff and Referrer-Policy', async () => {
    const res = await request(appFor('production')).get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('when not in production, then there is no HSTS (plain http on a laptop must not be pinned to https)', async () => {
    const res = await request(appFor('test')).get('/').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('when the values are listed for nginx, then they are exactly what a response carries', async () => {
    const res = await request(appFor('production')).get('/');
    const values = securityHeaderValues({ nodeEnv: 'production' });
    for (const [name, value] of Object.entries(values)) expect(res.headers[name], name).toBe(value);
    expect(Object.keys(values)).toHaveLength(13);
  });

  it('when a hashed script, style or font is sent, then it carries only what a subresource obeys, and an SVG or a page the whole set', async () => {
    const app = appFor('production');
    for (const file of ['app-1a2b.js', 'index-1a2b.css', 'inter-1a2b.woff2']) {
      const res = await request(app).get(`/assets/${file}`).expect(200);
      expect(res.headers['x-content-type-options'], file).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], file).toBe('same-origin');
      expect(res.headers['referrer-policy'], file).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], file).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers['content-security-policy'], file).toBeUndefined();
      expect(res.headers['permissions-policy'], file).toBeUndefined();
    }
    // An SVG opened on its own is a document that could run script: it keeps the CSP.
    const svg = await request(app).get('/assets/logo-1a2b.svg').expect(200);
    expect(svg.headers['content-security-policy']).toContain("script-src 'self'");
    expect(Object.keys(subresourceHeaderValues({ nodeEnv: 'production' })).sort()).toEqual([
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
    ]);
  });
});
