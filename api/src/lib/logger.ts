import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
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

/** One log line per request, with a request id that nginx may supply (`X-Request-Id`). */
export function httpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // Health probes run every few seconds; logging them would drown everything else.
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  });
}
