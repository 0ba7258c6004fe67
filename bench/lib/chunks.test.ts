import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkClassifier } from './chunks';

const dist = mkdtempSync(path.join(os.tmpdir(), 'bench-chunks-'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'chunk-modules.json'),
  JSON.stringify({
    'assets/index-abc.js': ['/repo/pwa/src/main.tsx', '/repo/node_modules/react/index.js'],
    'assets/blog-list-abc.js': ['/repo/pwa/src/features/blog/routes/blog-list.tsx'],
    'assets/shared-abc.js': ['/repo/pwa/src/lib/theme.ts', '/repo/node_modules/slate/dist/index.es.js'],
    'assets/vendor-abc.js': ['/repo/node_modules/@mui/x-charts/BarChart/index.js'],
    'assets/pay-abc.js': ['/repo/pwa/src/features/checkout/routes/checkout.tsx'],
  }),
);
const classify = chunkClassifier(dist);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('chunkClassifier', () => {
  it('when a chunk holds only public code, then a public page may load it', () => {
    expect(classify('/assets/index-abc.js')).toBeNull();
    expect(classify('/assets/blog-list-abc.js')).toBeNull();
  });

  it('when a chunk holds Slate, chart or checkout modules under any name, then it is named as such', () => {
    expect(classify('/assets/shared-abc.js')).toBe('Slate');
    expect(classify('/assets/vendor-abc.js')).toBe('charts');
    expect(classify('/assets/pay-abc.js')).toBe('checkout');
  });

  it('when a chunk is named as the staff console or checkout, then it is forbidden even without a module report entry', () => {
    expect(classify('/assets/admin-overview-xyz.js')).toBe('admin');
    expect(classify('/assets/checkout-xyz.js')).toBe('checkout');
  });
});
