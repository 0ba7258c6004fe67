/**
 * One API replica as its own process, configured by its environment like the compose service (no
 * migrations, no seed: the database is ready). Prints `ready <port>` once it listens. Started and
 * SIGKILLed by replicas.test.ts.
 */
import { loadConfig } from '../src/config';
import { startWebServer } from '../src/server';

const server = await startWebServer(loadConfig(process.env), { shutdownGraceMs: 1_000 });
process.stdout.write(`ready ${server.port}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
