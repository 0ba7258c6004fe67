import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { createLogger } from './logger';
import { MAX_NESTING, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE, rejectUnsafeText } from './safe-text';

function app() {
  const server = express();
  server.use(express.json());
  server.use(rejectUnsafeText());
  server.all('/{*rest}', (req, res) => {
    res.json({ ok: true, body: req.body as unknown });
  });
  server.use(errorHandler(createLogger({ logLevel: 'silent' })));
  return server;
}

describe('rejectUnsafeText()', () => {
  it('when a body field holds a NUL byte, then 400 names that field', async () => {
    const res = await request(app()).post('/enquiries').send({ channel: 'chat', message: 'a\u0000b' }).expect(400);
    expect(res.body.fields).toEqual({ message: UNSAFE_TEXT_MESSAGE });
  });

  it('when a nested field holds a lone surrogate, then 400 names its dotted path', async () => {
    const res = await request(app())
      .post('/bookings')
      .set('Content-Type', 'application/json')
      .send('{"contact":{"name":"a\\ud800b"},"notes":["ok"]}')
      .expect(400);
    expect(res.body.fields).toEqual({ 'contact.name': UNSAFE_TEXT_MESSAGE });
  });

  it('when a body nests 5 000 levels deep (or just over the limit), then 400, not a stack overflow; the limit itself passes', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
    for (const depth of [5_000, MAX_NESTING + 1]) {
      const res = await request(app()).post('/enquiries').set('Content-Type', 'application/json').send(nested(depth)).expect(400);
      expect(res.body.fields).toEqual({ body: TOO_DEEP_MESSAGE });
    }
    await request(app()).post('/enquiries').set('Content-Type', 'application/json').send(nested(MAX_NESTING)).expect(200);
  });

  it('when the query or the path holds a NUL byte, then 400', async () => {
    expect((await request(app()).get('/blogs?q=a%00').expect(400)).body.fields).toEqual({ q: UNSAFE_TEXT_MESSAGE });
    expect((await request(app()).get('/tours/a%00').expect(400)).body.fields).toEqual({ path: UNSAFE_TEXT_MESSAGE });
  });

  it('when the text is ordinary Unicode (emoji, accents, Swahili), then the request goes through unchanged', async () => {
    const body = { message: 'Jambo! Habari ya safari? 🦁 Café — naïve', tags: ['Ngorongoro'] };
    expect((await request(app()).post('/enquiries').send(body).expect(200)).body.body).toEqual(body);
  });
});
