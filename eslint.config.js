// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The feature folders under `dir`: each may import shared layers, never another feature. */
function featureFolders(dir) {
  return readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One zone per feature: nothing under `dir` except the feature itself. */
function featureWalls(dir) {
  return featureFolders(dir).map((name) => ({
    target: `${dir}/${name}`,
    from: dir,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move the shared piece to a shared layer, or (API) take the other feature\'s service as a dependency from app.ts.',
  }));
}

/**
 * The layers (README 'Architecture'): shared ← db ← api; shared ← pwa. Inside the PWA
 * components/hooks/lib/offline/config/content → features → app; inside the API lib → features → app.
 */
const layerZones = [
  { target: 'shared', from: ['api', 'pwa', 'db', 'tests', 'scripts'], message: 'shared/ is the one source of truth and imports nothing from the apps.' },
  { target: 'pwa', from: ['api', 'db'], message: 'The PWA talks to the API over HTTP only.' },
  {
    target: ['pwa/src/components', 'pwa/src/hooks', 'pwa/src/lib', 'pwa/src/offline', 'pwa/src/config', 'pwa/src/content'],
    from: ['pwa/src/features', 'pwa/src/app'],
    message: 'Shared PWA code flows one way: components, hooks, lib, offline → features → app.',
  },
  { target: 'pwa/src/features', from: 'pwa/src/app', message: 'Features do not import the app shell; the app composes features.' },
  ...featureWalls('pwa/src/features'),
  { target: 'api/src/lib', from: ['api/src/features', 'api/src/app.ts', 'api/src/server.ts'], message: 'api/src/lib is shared by the features and imports none of them.' },
  { target: 'api/src/features', from: ['api/src/app.ts', 'api/src/server.ts'], message: 'Features are composed by app.ts, not the other way round.' },
  ...featureWalls('api/src/features'),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/test-results/**', '**/playwright-report/**', 'pwa/dev-dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts dependencies when it follows imports, so no-cycle sees nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['shared/tsconfig.json', 'db/tsconfig.json', 'api/tsconfig.json', 'pwa/tsconfig.json', 'tests/tsconfig.json', 'scripts/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Vite's virtual modules exist only at build time.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      // shared/ is the one source of truth and imports nothing from the apps.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@safari/api/*', '@safari/pwa/*', '@safari/db/*'] }],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@safari/api/*', '@safari/db/*'] }],
    },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they use nothing from it.
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // In tests a missing value should fail the test loudly, which `!` does.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
