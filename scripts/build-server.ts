/**
 * `npm run build:server`: the API server (scripts/start.ts with api, db and shared) compiled by
 * esbuild into one JavaScript file, dist/server/start.js, for production (`node dist/server/start.js`,
 * the Docker image). Packages from npm stay outside the bundle (installed with `npm ci --omit=dev`);
 * the workspaces' TypeScript is compiled in.
 *
 * Files find their neighbours through `import.meta.url` (db/migrations, the repository root for
 * DATA_DIR and pwa/dist): each module's `import.meta.url` is rewritten to where its source sits
 * relative to the bundle, so the bundle needs the repository's layout around it (db/migrations,
 * pwa/dist), not its sources.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'server');

/** npm packages stay external; the workspaces (@safari/*, TypeScript sources) are bundled. */
const externals: Plugin = {
  name: 'externals',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@safari/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true }));
  },
};

/** `import.meta.url` of a workspace module: its source's place, relative to the bundle. */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

const result = await build({
  entryPoints: [path.join(root, 'scripts', 'start.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externals, sourceUrls],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`Built ${path.relative(root, path.join(outdir, 'start.js'))} (${Math.round(bytes / 1024)} KB with its source map)`);
