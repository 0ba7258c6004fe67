import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import type { Config } from '../config';

/** The standard error serializer, minus what drivers hang on errors (pg attaches its whole client). */
function serializeError(error: Error): Record<string, unknown> {
  const { client: _client, ...rest } = pino.stdSerializers.err(error) as Record<string, unknown>;
  return rest;
}

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  // Lines go to stdout asynchronously (written while the next requests run, coalesced when they come
  // fast, flushed on exit): a synchronous write per request line cost the API a good part of its
  // request rate under load. Request logging stays on.
  const destination = config.logLevel === 'silent' ? undefined : pino.destination({ dest: 1, sync: false });
  return pino({
    level: config.logLevel,
    base: { service: 'safari-api' },
    serializers: { err: serializeError },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  }, destination);
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** What the request log adds to a request: its id, and a logger bound to it (made on first use). */
export interface LoggedRequest {
  id?: string;
  log?: Logger;
}

/**
 * One log line per request ('request completed', with the request id, method, URL, status and
 * milliseconds; 'request aborted' when the client went away first), and a request id that nginx may
 * supply (`X-Request-Id`). Written by hand rather than with pino-http: that built a child logger and
 * ran its serializers for every request, a quarter of the API's CPU under load; this writes the
 * same fields with one plain object. `req.log` (the error handler's logger) is made only when used.
 */
export function httpLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    const logged = req as Request & LoggedRequest;
    logged.id = id;
    let child: Logger | undefined;
    Object.defineProperty(logged, 'log', { configurable: true, enumerable: false, get: () => (child ??= logger.child({ reqId: id })) });
    // Health probes run every few seconds; logging them would drown everything else.
    if (req.url === '/api/health') {
      next();
      return;
    }
    const startedAt = Date.now();
    const done = (event: 'finish' | 'close') => {
      res.removeListener('finish', onFinish);
      res.removeListener('close', onClose);
      const line = { req: { id, method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode }, responseTime: Date.now() - startedAt };
      if (event === 'close') logger.warn(line, 'request aborted');
      else if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    };
    const onFinish = () => done('finish');
    const onClose = () => done('close');
    res.once('finish', onFinish);
    res.once('close', onClose);
    next();
  };
}
