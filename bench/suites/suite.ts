/** A bench suite: measures something of the running production server and answers checks against targets. */
import type { SuiteResult } from '../lib/report';
import type { BenchServer } from '../lib/server';

export interface BenchContext {
  /** The production server, http://127.0.0.1:<port>. */
  baseUrl: string;
  /** The built PWA (pwa/dist). */
  distDir: string;
  /** Runs per measurement; the median is reported. */
  runs: number;
  /** The API suite: ceiling/API alternations per endpoint (the median is reported), connections, seconds per run. */
  rounds: number;
  connections: number;
  durationSeconds: number;
  /** The production server's database, for counting what a run wrote. */
  databaseUrl: string;
  /** Another production server on its own database with this many tours (the growth report); stop it after use. */
  startServer(tours: number): Promise<BenchServer>;
  log(line: string): void;
}

export interface BenchSuite {
  name: string;
  description: string;
  run(context: BenchContext): Promise<SuiteResult>;
}
