import { describe, expect, it } from 'vitest';
import { LIMIT_BYTES, routeCosts, type Manifest } from './size-guard';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/home.tsx', 'src/features/admin/shell.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'src/home.tsx': { file: 'assets/home.js', src: 'src/home.tsx', isDynamicEntry: true, imports: ['_react.js'] },
  'src/features/admin/shell.tsx': { file: 'assets/admin.js', src: 'src/features/admin/shell.tsx', isDynamicEntry: true, imports: ['_charts.js'] },
};
const sizes: Record<string, number> = { 'assets/index.js': 50_000, 'assets/react.js': 60_000, 'assets/home.js': 20_000, 'assets/admin.js': 500_000, 'assets/charts.js': 400_000 };

describe('size guard', () => {
  it('when a public route loads, then the entry, the route chunk and their static imports are counted once each', () => {
    const costs = routeCosts(manifest, (f) => sizes[f] ?? 0, () => []);
    const home = costs.find((c) => c.route === 'src/home.tsx');
    expect(home?.gzipBytes).toBe(130_000);
    expect(costs.map((c) => c.route)).not.toContain('src/features/admin/shell.tsx');
    expect(home!.gzipBytes).toBeLessThanOrEqual(LIMIT_BYTES);
  });

  it('when chart code leaks into a public chunk, then it is reported as forbidden', () => {
    const costs = routeCosts(manifest, () => 1, (f) => (f === 'assets/react.js' ? ['/repo/node_modules/@mui/x-charts/index.js'] : []));
    // Every public route is named, so an empty list cannot pass.
    expect(costs.map((c) => c.route)).toEqual(['index.html', 'src/home.tsx']);
    for (const cost of costs) expect(cost.forbidden).toEqual(['/repo/node_modules/@mui/x-charts/index.js']);
  });

  it('when a public route needs a chunk named admin-… (left out of the precache), then it is reported as forbidden', () => {
    const leaky: Manifest = { ...manifest, '_react.js': { file: 'assets/admin-react.js' } };
    const home = routeCosts(leaky, () => 1, () => []).find((c) => c.route === 'src/home.tsx');
    expect(home?.forbidden).toEqual(['assets/admin-react.js (an admin chunk)']);
  });
});
