import { describe, expect, it } from 'vitest';
import { ceilingChecks, ceilingTableName } from './insert-ceiling';
import type { LoadFigures } from './load';

const figures = (rps: number, p50: number, p99: number, statuses: Record<string, number> = { 201: 1000 }, errors = 0): LoadFigures => ({
  rps,
  p50,
  p99,
  requests: Object.values(statuses).reduce((a, b) => a + b, 0),
  errors,
  statuses,
  bytesPerAnswer: 300,
});
const TARGETS = { ratio: 0.5, p99Factor: 2 };
const CLEAN = { api: true, ceiling: true };
const byFigure = (checks: ReturnType<typeof ceilingChecks>) => Object.fromEntries(checks.map((c) => [c.figure, c]));

describe('ceilingChecks', () => {
  it('when bookings reach half the ceiling with p99 at twice its p99, then both checks pass and the absolute rate is reported', () => {
    const checks = byFigure(ceilingChecks('POST /api/bookings', figures(1000, 20, 80), figures(2000, 8, 40), TARGETS, CLEAN));
    expect(checks['share of ceiling']).toMatchObject({ value: '50.0 %', target: '≥ 50.0 %', pass: true });
    expect(checks['p50 / p99 (ceiling p99)']).toMatchObject({ value: '20 ms / 80 ms (40 ms)', target: "p99 ≤ 2 × the ceiling's (80 ms)", pass: true });
    expect(checks['req/s (ceiling)']).toMatchObject({ value: '1000 (2000)', target: 'reported', pass: true });
  });

  it('when bookings reach less than half the ceiling, then the share fails', () => {
    const checks = byFigure(ceilingChecks('POST /api/bookings', figures(419, 60, 60), figures(1000, 30, 40), TARGETS, CLEAN));
    expect(checks['share of ceiling']).toMatchObject({ value: '41.9 %', pass: false });
    expect(checks['p50 / p99 (ceiling p99)']?.pass).toBe(true);
  });

  it("when bookings' p99 is more than twice the ceiling's, then the p99 check fails whatever the rate", () => {
    const checks = byFigure(ceilingChecks('POST /api/bookings', figures(1500, 20, 188), figures(2000, 10, 90), TARGETS, CLEAN));
    expect(checks['share of ceiling']?.pass).toBe(true);
    expect(checks['p50 / p99 (ceiling p99)']).toMatchObject({ value: '20 ms / 188 ms (90 ms)', target: "p99 ≤ 2 × the ceiling's (180 ms)", pass: false });
  });

  it('when the ceiling did not answer every request with 201, then nothing is compared with it and its answers fail', () => {
    const checks = byFigure(ceilingChecks('POST /api/bookings', figures(1000, 20, 40), figures(5000, 1, 2, { 201: 10, 500: 990 }, 3), TARGETS, { api: true, ceiling: false }));
    expect(checks['share of ceiling']?.pass).toBe(false);
    expect(checks['p50 / p99 (ceiling p99)']?.pass).toBe(false);
    expect(checks['ceiling answers']).toMatchObject({ value: '201×10 500×990, 3 errors', pass: false });
  });

  it('when the API lost or duplicated an answer, then its figures are not held up as meeting the ceiling', () => {
    const checks = byFigure(ceilingChecks('POST /api/bookings', figures(2000, 10, 20), figures(2000, 10, 20), TARGETS, { api: false, ceiling: true }));
    expect(checks['share of ceiling']?.pass).toBe(false);
    expect(checks['p50 / p99 (ceiling p99)']?.pass).toBe(false);
  });

  it('when a ceiling table is named, then it is a fresh throw-away name', () => {
    expect(ceilingTableName()).toMatch(/^bench_insert_ceiling_[0-9a-f]{10}$/);
    expect(ceilingTableName()).not.toBe(ceilingTableName());
  });
});
