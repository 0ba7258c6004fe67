/** A bench suite: measures something of the running production server and answers checks against targets. */
import type { SuiteResult } from '../lib/report';

export interface BenchContext {
  /** The production server, http://127.0.0.1:<port>. */
  baseUrl: string;
  /** The built PWA (pwa/dist). */
  distDir: string;
  /** Runs per measurement; the median is reported. */
  runs: number;
  log(line: string): void;
}

export interface BenchSuite {
  name: string;
  description: string;
  run(context: BenchContext): Promise<SuiteResult>;
}
