import type { Health } from '@safari/shared/health';
import type { HealthRepo } from './health.repo';

/** A health probe must answer quickly even when the database hangs rather than refuses. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface HealthService {
  check(): Promise<Health>;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createHealthService(deps: { repo: HealthRepo; timeoutMs?: number }): HealthService {
  const { repo, timeoutMs = DATABASE_TIMEOUT_MS } = deps;
  return {
    async check() {
      try {
        await withTimeout(repo.ping(), timeoutMs);
        return { status: 'ok', database: 'up' };
      } catch {
        return { status: 'degraded', database: 'down' };
      }
    },
  };
}
